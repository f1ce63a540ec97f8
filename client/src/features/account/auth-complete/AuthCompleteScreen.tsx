import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.js';
import { Logo } from '../../../shared/ui/Logo.js';
import { linkFailure } from '../sign-in/sign-in-errors.js';
import { useAppModal } from '../../../shared/modal-registry.js';
import { takeReturn } from '../../../shared/return-after-sign-in.js';
import { signInWithLink } from '../identity.js';
import { CopyableCode } from './CopyableCode.js';
import { completedLink, rememberCompletedLink, type CompletedLink } from './completed-link.js';
import '../../../shared/ui/Button.css';
import '../../../shared/ui/StatusPage.css';
import './AuthCompleteScreen.css';

/** Spec 001 §2: the screen waits 0.5 s before processing and cleans the address after 2 s. */
export const PROCESS_DELAY_MS = 500;
export const CLEAN_ADDRESS_DELAY_MS = 2_000;

export const MISSING_TOKEN_MESSAGE =
  'This sign-in link is incomplete. Please open the link from your e-mail again, or ask for a new one.';

type View =
  { state: 'loading' } | { state: 'success'; link: CompletedLink } | { state: 'error'; message: string };

/**
 * Landing of the e-mailed sign-in link (spec 001 §2 "Auth-complete screen"): loading, success,
 * error. A GET of this page consumes nothing (mail scanners open links); the page's own POST
 * signs in THIS browser (features/account/identity.ts) and answers a fresh code for the device that asked.
 */
export default function AuthCompleteScreen() {
  const queryClient = useQueryClient();
  const store = useStore();
  const navigate = useNavigate();
  const { open } = useAppModal();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A page that asked for this sign-in (an invite link's) is where Continue goes back to.
  const [returnTo] = useState(() => takeReturn());
  const [view, setView] = useState<View>(() => {
    const done = completedLink(token);
    if (done) return { state: 'success', link: done };
    return token ? { state: 'loading' } : { state: 'error', message: MISSING_TOKEN_MESSAGE };
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // What the page arrived with, read once: cleaning the address later must not start anything again.
  const arrival = useRef({ token, process: view.state === 'loading' });
  const act = useRef({ queryClient, store, navigate });
  // The player chose a way on: the address is no longer ours to clean. (A lazy screen's code can
  // take seconds on a slow phone, and the router keeps this screen up meanwhile: a clean-up then
  // would replace the player's navigation with this page again.)
  const leaving = useRef(false);
  const leave = (to: string) => {
    leaving.current = true;
    navigate(to);
  };
  useEffect(() => {
    act.current = { queryClient, store, navigate };
  });

  useEffect(() => {
    const { token: arrivedWith, process } = arrival.current;
    if (!arrivedWith) return;
    let gone = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const cleanAddressLater = () =>
      timers.push(
        setTimeout(() => {
          if (!leaving.current) act.current.navigate('/auth-complete', { replace: true });
        }, CLEAN_ADDRESS_DELAY_MS),
      );
    const show = (next: View) => {
      if (gone) return;
      setView(next);
      cleanAddressLater();
    };

    if (!process) cleanAddressLater();
    else
      timers.push(
        setTimeout(() => {
          signInWithLink(arrivedWith, {
            queryClient: act.current.queryClient,
            store: act.current.store,
          }).then(
            (answer) => {
              const link = {
                token: arrivedWith,
                email: answer.email,
                code: answer.code,
                codeExpiresAt: answer.codeExpiresAt,
              };
              rememberCompletedLink(arrivedWith, link);
              show({ state: 'success', link });
            },
            (error: unknown) => {
              console.warn('The sign-in link did not complete', error);
              show({ state: 'error', message: linkFailure(error) });
            },
          );
        }, PROCESS_DELAY_MS),
      );
    return () => {
      gone = true;
      timers.forEach(clearTimeout);
    };
  }, []);

  // A new state is a new page for a screen reader: its heading takes focus.
  useEffect(() => {
    if (view.state !== 'loading') headingRef.current?.focus({ preventScroll: true });
  }, [view.state]);

  if (view.state === 'loading')
    return (
      <div className="page status-page auth-complete" role="status" aria-live="polite">
        <Logo size="medium" />
        <span className="auth-complete__spinner" aria-hidden="true" />
        <h1 className="status-page__title">Completing Sign In...</h1>
      </div>
    );

  if (view.state === 'error')
    return (
      <div className="page status-page auth-complete">
        <Logo size="medium" />
        <h1 ref={headingRef} tabIndex={-1} className="status-page__title">
          Authentication Error
        </h1>
        <p className="status-page__text" data-testid="auth-error">
          {view.message}
        </p>
        <div className="auth-complete__actions">
          <Link to="/" className="btn btn--primary btn--large" onClick={() => (leaving.current = true)}>
            Return to Game
          </Link>
          <Button
            variant="ghost"
            onClick={() => {
              leave('/');
              open({ kind: 'signInGate' });
            }}
          >
            Sign In Again
          </Button>
        </div>
      </div>
    );

  const { link } = view;
  return (
    <div className="page status-page auth-complete">
      <Logo size="medium" />
      <h1 ref={headingRef} tabIndex={-1} className="status-page__title">
        Welcome to Dozen!
      </h1>
      <p className="status-page__text">Your account has been created and synced!</p>
      <p className="auth-complete__who">
        Signed in as <strong>{link.email}</strong> in this browser.
      </p>
      <CopyableCode code={link.code} expiresAt={link.codeExpiresAt} />
      <div className="auth-complete__actions">
        <Button size="large" block onClick={() => leave(returnTo ?? '/game')}>
          {returnTo ? 'Continue' : 'Continue to Game'}
        </Button>
      </div>
    </div>
  );
}
