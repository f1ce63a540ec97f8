import { siteLinks } from '../shared/build-info.js';
import { useAppModal } from '../shared/modal-registry.js';
import './Footer.css';

/** Spec 000 §2: on every page. Support and the sister game only when the operator configured them. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { open } = useAppModal();
  const { supportEmail, sisterGame } = siteLinks();
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        <button type="button" className="site-footer__link" onClick={() => open({ kind: 'howToPlay' })}>
          How to Play
        </button>
        <button type="button" className="site-footer__link" onClick={() => open({ kind: 'addToHome' })}>
          Add to Home
        </button>
        <button type="button" className="site-footer__link" onClick={() => open({ kind: 'settings' })}>
          Settings
        </button>
        {supportEmail && (
          <a
            className="site-footer__link"
            href={`mailto:${supportEmail}?subject=${encodeURIComponent('Dozen support')}`}
          >
            Support
          </a>
        )}
        <button type="button" className="site-footer__link" onClick={() => open({ kind: 'privacyPolicy' })}>
          Privacy Policy
        </button>
        {sisterGame && (
          <a className="site-footer__link" href={sisterGame.url} target="_blank" rel="noopener noreferrer">
            Play {sisterGame.name}
            <span className="visually-hidden"> (our sister word game, opens in a new tab)</span>
          </a>
        )}
      </nav>
      <p className="site-footer__copyright">© {year} Dozen. All rights reserved.</p>
    </footer>
  );
}
