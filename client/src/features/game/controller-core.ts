import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { AppModal } from '../../shared/modal-registry.js';
import type {
  TArchiveResult,
  TChallengePreviewResponse,
  TDailyPoolResponse,
  TGameEntry,
} from '@dozen/engine/contract';
import type { GameAction, GameState } from '../../domain/game-state.js';
import type { GameLane } from './game-lane.js';
import type { GamePuzzle } from './puzzle.js';

/** What the game screen knows from the server, as the controller reads it. */
export interface GameFacts {
  pool: TDailyPoolResponse | undefined;
  entry: TGameEntry | null | undefined;
  playerId: string | undefined;
  isSignedIn: boolean;
  /** The player's challenges of the day in the preview shape (signed in only; else undefined). */
  challengePreview?: TChallengePreviewResponse | undefined;
  /** An archive game's day: the player's result on the day itself (null: not played then). */
  onTheDay?: TArchiveResult | null;
}

/** What the controller's parts (submit-word.ts, game-aids.ts) use of the controller's core. */
export interface ControllerCore {
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
  /** Today's puzzle or a past day's, and the lane its game is checked and sent along. */
  puzzle: GamePuzzle;
  lane: GameLane<unknown>;
  /** The server's facts as the screen last knew them. */
  facts: () => GameFacts;
  game: () => GameState | null;
  /** The one way the game changes (the reducer runs once). */
  dispatch: (action: GameAction) => GameState | null;
  openModal: (modal: AppModal) => void;
  closeModal: () => void;
  /** Opens a celebration after `delayMs`; Game Complete waits for it meanwhile. */
  celebrate: (delayMs: number, modal: () => AppModal) => void;
  /** Runs `run` after `ms`, unless the screen is left first. */
  after: (ms: number, run: () => void) => void;
  /**
   * The words kept on the board for a later check, on the one retry policy (api/keep-trying.ts)
   * while the screen is shown: `kick` checks them now, `keep` at the next sign of connectivity.
   */
  keptWords: { kick(): void; keep(): void };
}
