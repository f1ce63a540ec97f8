import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listen } from '../../shared/listen.js';
import { useLatest } from '../../shared/hooks/useLatest.js';
import type { GameController } from './controller.js';

/**
 * The browser's Back button asks before it ends a game in progress, like the screen's own back
 * button. Once the game has words, one extra history entry (the same address) is pushed: Back
 * pops it instead of leaving the screen, and Leave Game? opens. No, Stay pushes it again; Yes,
 * Leave ends the game and goes home. Once the game is over, a Back that pops it goes on back.
 *
 * (react-router's useBlocker would do this, but needs a data router; the app uses BrowserRouter.)
 */
export function useLeaveGuard(controller: GameController, inProgress: boolean): void {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useLatest({ navigate, location });

  const [guard] = useState(() => {
    let armed = false;
    return {
      arm() {
        if (armed) return;
        armed = true;
        const { pathname, search } = latest.current.location;
        latest.current.navigate({ pathname, search }, { state: { leaveGuard: true } });
      },
      /** The history moved back: answers whether it popped the guard's entry (spent now). */
      popped(): boolean {
        const was = armed;
        armed = false;
        return was;
      },
    };
  });

  // Armed right after the player's own action (a word accepted): browsers keep such an entry.
  useEffect(() => {
    if (inProgress) guard.arm();
  }, [inProgress, guard]);

  useEffect(() => {
    const onPopState = () => {
      if (!guard.popped()) return;
      if (controller.isInProgress()) controller.confirmLeave({ onStay: guard.arm, replace: true });
      else latest.current.navigate(-1);
    };
    return listen(window, 'popstate', onPopState);
  }, [controller, guard, latest]);
}
