import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo.js';
import '../../components/Button.css';
import '../not-found/NotFoundScreen.css';

/**
 * Landing of the e-mail sign-in link (spec 001 §2). Its loading and success states arrive with
 * accounts; until the server can complete a sign-in, every link honestly ends in the error state.
 */
export default function AuthCompleteScreen() {
  return (
    <div className="page status-page">
      <Logo size="medium" />
      <h1 className="status-page__title">Authentication Error</h1>
      <p className="status-page__text">
        This sign-in link can't be completed: e-mail sign-in is not available yet. You can keep playing as a
        guest.
      </p>
      <Link to="/" className="btn btn--primary btn--large">
        Return to Game
      </Link>
    </div>
  );
}
