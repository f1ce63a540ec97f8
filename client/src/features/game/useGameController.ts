import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { listen } from '../../shared/listen.js';
import { useLatest } from '../../shared/hooks/useLatest.js';
import type { GameFacts } from './controller-core.js';
import { createGameController, type GameController } from './controller.js';
import { arrivedFromElsewhere, currentNavigation } from '../../domain/restore.js';
import { preloadGameModals } from './game-modals.js';
import { TODAY, type GamePuzzle } from './puzzle.js';

/** Computed once per page load: later in-app navigations did not come from elsewhere. */
let pageArrivedFromElsewhere: boolean | null = null;
function cameFromElsewhere(): boolean {
  if (pageArrivedFromElsewhere === null) {
    try {
      pageArrivedFromElsewhere = arrivedFromElsewhere(currentNavigation());
    } catch {
      pageArrivedFromElsewhere = false;
    }
  }
  const answer = pageArrivedFromElsewhere;
  // Only the first game screen of the page load may count as "arrived from elsewhere".
  pageArrivedFromElsewhere = false;
  return answer;
}

/**
 * Binds the game controller to the game screen: one controller per visit of the screen, fed the
 * server's latest facts; it starts (or restores) the day's game once the pool and the player are
 * known, hears the page's keys, and writes what is pending when the page is hidden.
 */
export function useGameController(
  facts: GameFacts,
  wordEntry: RefObject<HTMLElement | null>,
  puzzle: GamePuzzle = TODAY,
): GameController {
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // One controller per puzzle: the game screen is keyed by it (app/App.tsx).
  const [controller] = useState(() => createGameController({ store, queryClient, puzzle }));
  // Leaving a past day's game goes back to the archive it was opened from.
  const leaveTo = puzzle.kind === 'archive' ? '/archive' : '/';

  // First of the effects: every later one (and every action) sees this render's facts.
  useEffect(() => controller.setFacts(facts));

  const navigateRef = useLatest(navigate);

  useEffect(() => {
    preloadGameModals();
    return controller.attach({
      goHome: (options) => navigateRef.current(leaveTo, options),
      focusWordEntry: () => wordEntry.current?.focus(),
      archived: (gameId) =>
        navigateRef.current({ search: `?game=${encodeURIComponent(gameId)}` }, { replace: true }),
    });
  }, [controller, wordEntry, navigateRef, leaveTo]);

  const playAgain = searchParams.get('playAgain') === 'true';
  const { pool, playerId } = facts;
  useEffect(() => {
    if (!controller.startDay({ playAgain, arrivedFromElsewhere: cameFromElsewhere })) return;
    if (playAgain) setSearchParams({}, { replace: true });
    // The day's pool and the player decide when a game starts; the rest is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, pool, playerId]);

  const { entry } = facts;
  useEffect(() => {
    if (entry) controller.mergeEarlierWords(entry);
  }, [controller, entry]);

  // A layout effect: keys pressed the moment the screen shows are heard, even on a busy phone
  // whose passive effects run a while after the first paint.
  useLayoutEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') controller.flush();
    };
    const stops = [
      listen(window, 'pagehide', controller.flush),
      listen(document, 'visibilitychange', onVisibility),
      listen(window, 'keydown', controller.handleKeyDown),
      listen(window, 'pointerdown', controller.handlePointerDown, { capture: true }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [controller]);

  return controller;
}
