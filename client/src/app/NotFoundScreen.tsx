import { Link } from 'react-router-dom';
import { Logo } from '../shared/ui/Logo.js';
import '../shared/ui/StatusPage.css';

/** Any unknown path (spec 000 §2). */
export default function NotFoundScreen() {
  return (
    <div className="page status-page">
      <Logo size="medium" />
      <h1 className="status-page__title">Page Not Found</h1>
      <p className="status-page__text">
        There's no page at this address. Today's letters are waiting on the home screen.
      </p>
      <Link to="/" className="btn btn--primary btn--large">
        Return to Game
      </Link>
    </div>
  );
}
