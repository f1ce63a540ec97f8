/**
 * Which puzzle the game screen plays: today's, or a past day's from the archive. The
 * one game screen and its one controller play both; what differs (where the game is saved and
 * sent, which route checks its words, which analytics events it sends, what it leaves alone) is
 * decided from this, in game-lane.ts and the controller, never by a second game screen.
 */
export type GamePuzzle = { kind: 'today' } | { kind: 'archive'; date: string };

export const TODAY: GamePuzzle = { kind: 'today' };

export const isArchivePuzzle = (puzzle: GamePuzzle): puzzle is Extract<GamePuzzle, { kind: 'archive' }> =>
  puzzle.kind === 'archive';
