import { SISTER_GAME, SUPPORT_EMAIL } from '../buildInfo.js';
import { useAppModal } from '../modals/modal-state.js';
import './Footer.css';

/** Spec 000 §2: on every page. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { open } = useAppModal();
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
        <a
          className="site-footer__link"
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Dozen support')}`}
        >
          Support
        </a>
        <button type="button" className="site-footer__link" onClick={() => open({ kind: 'privacyPolicy' })}>
          Privacy Policy
        </button>
        <a className="site-footer__link" href={SISTER_GAME.url} target="_blank" rel="noopener noreferrer">
          Play {SISTER_GAME.name}
          <span className="visually-hidden"> (our sister word game, opens in a new tab)</span>
        </a>
      </nav>
      <p className="site-footer__copyright">© {year} Dozen. All rights reserved.</p>
    </footer>
  );
}
