import { HomeShellField } from '@dozen/engine';
import { useEffect, useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHasQueryClient } from '../../api/query-layer.js';
import { Button, IconButton } from '../../shared/ui/Button.js';
import {
  IconClock,
  IconEye,
  IconHelp,
  IconHistory,
  IconPlay,
  IconTarget,
  IconUser,
  IconUsers,
} from '../../shared/ui/icons.js';
import { Logo } from '../../shared/ui/Logo.js';
import { showToast } from '../../shared/ui/toast.js';
import { useAppModal } from '../../shared/modal-registry.js';
import { whenIdle } from '../../shared/when-idle.js';
import { useSession } from '../../api/session.js';
import { afterFirstRender } from '../../shared/ui/after-first-render.js';
import { useHomeDay } from './home-day.js';
import { StatTiles } from './StatTiles.js';
import { useCountdown } from './useCountdown.js';
import './HomeScreen.css';

export const REVEAL_BLOCKED_HINT = 'Complete your current game first';

// What reads the day's server state: with TanStack Query, after the first render (home-day.ts).
const HomeFeed = afterFirstRender(() => import('./HomeFeed.js').then((chunk) => chunk.HomeFeed));

/**
 * `preloadGame` fetches the game screen's code (the app's router owns it): Play Game is the likely
 * next step. `leagues` is the player's leagues with today's places (Friends, composed by the app
 * and loaded on demand), under the day's counts.
 */
export function HomeScreen({ preloadGame, leagues }: { preloadGame: () => void; leagues?: ReactNode }) {
  const navigate = useNavigate();
  const { open } = useAppModal();
  const { isSignedIn } = useSession();
  const [{ stats, isError, day }, setHomeDay] = useHomeDay();
  const hasQueryClient = useHasQueryClient();
  const countdown = useCountdown(stats?.nextRolloverAt);
  const revealHintId = useId();

  // Play Game is the likely next step: fetch the game screen's code once the counts are in and the
  // browser is idle, so it never competes with them (hover, focus and a press fetch it sooner).
  const countsIn = stats !== undefined;
  useEffect(() => (countsIn ? whenIdle(preloadGame) : undefined), [countsIn, preloadGame]);

  const revealBlocked = day?.gameInProgress ?? false;
  const live = countdown !== null && countdown.msLeft < 60 * 60 * 1000;

  return (
    <div className="page home">
      <HomeFeed ready={hasQueryClient} onChange={setHomeDay} />
      <header className="home__header">
        <div className="home__brand">
          <h1 className="home__logo">
            <Logo size="large" />
          </h1>
          <p className="home__tagline">Twelve letters. One day. Make every tile count.</p>
        </div>
        <IconButton
          className="home__profile"
          label={isSignedIn ? 'Your stats (signed in)' : 'Your stats (not signed in)'}
          icon={<IconUser />}
          variant={isSignedIn ? 'success' : 'outlined'}
          onClick={() => open({ kind: 'yourStats' })}
        />
      </header>

      <section className="challenge-card" aria-labelledby="todays-challenge-title">
        <div className="challenge-card__head">
          <IconButton
            label="Reveal today's targets"
            icon={<IconEye />}
            variant="outlined"
            size="small"
            aria-disabled={revealBlocked || undefined}
            aria-describedby={revealBlocked ? revealHintId : undefined}
            tooltip={revealBlocked ? REVEAL_BLOCKED_HINT : "Reveal today's targets"}
            className={revealBlocked ? 'is-disabled' : undefined}
            onClick={() => {
              if (revealBlocked) showToast({ title: REVEAL_BLOCKED_HINT });
              else open({ kind: 'reveal' });
            }}
          />
          <h2 id="todays-challenge-title" className="challenge-card__title">
            Today's Challenge
          </h2>
          <IconButton
            label="View today's targets"
            icon={<IconTarget />}
            variant="outlined"
            size="small"
            onClick={() =>
              open(
                isSignedIn
                  ? { kind: 'todaysTargets' }
                  : { kind: 'signInGate', title: "Sign in to view today's targets" },
              )
            }
          />
        </div>
        {revealBlocked && (
          <p id={revealHintId} className="challenge-card__hint">
            {REVEAL_BLOCKED_HINT} to reveal the targets.
          </p>
        )}
        <p className="challenge-card__date" data-shell-field={HomeShellField.puzzleDate}>
          {stats ? stats.dateFormatted : '\u00a0'}
        </p>
        <p className={live ? 'challenge-card__countdown is-live' : 'challenge-card__countdown'}>
          <IconClock />
          <span className="visually-hidden">New letters in </span>
          <span role="timer" data-shell-field={HomeShellField.countdown}>
            {countdown?.text ?? '\u00a0'}
          </span>
        </p>
        {isError && (
          <p className="challenge-card__error" role="alert">
            Can't reach the Dozen server right now. Counts will appear when the connection is back.
          </p>
        )}
        <div className="challenge-card__actions">
          <Button
            size="large"
            block
            icon={<IconPlay />}
            onClick={() => navigate('/game')}
            onPointerEnter={preloadGame}
            onPointerDown={preloadGame}
            onFocus={preloadGame}
          >
            Play Game
          </Button>
          <Button
            size="large"
            variant="secondary"
            block
            icon={<IconHelp />}
            onClick={() => open({ kind: 'howToPlay' })}
          >
            How To Play
          </Button>
          <Button
            size="large"
            variant="secondary"
            block
            icon={<IconHistory />}
            onClick={() => navigate('/archive', { state: { from: 'home' } })}
          >
            Past Puzzles
          </Button>
          <Button
            size="large"
            variant="secondary"
            block
            icon={<IconUsers />}
            onClick={() => navigate('/friends')}
          >
            Friends
          </Button>
        </div>
      </section>

      <StatTiles stats={stats} myWords={stats ? day?.uniqueWords : undefined} />
      {leagues}
    </div>
  );
}
