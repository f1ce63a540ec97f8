/** @dozen/engine: the pure word engine shared by server, client and scripts. */
export * from './letters.js';
export * from './random.js';
export * from './day.js';
export * from './day-clock.js';
export * from './home-counts.js';
export * from './dictionary.js';
export * from './solver.js';
export * from './hints.js';
export * from './pool.js';
export * from './archive.js';
export * from './rules/index.js';
// Both the solver and the challenge rules name a type FoundWord: the solver's (a word the pool
// spells, with score and target-worthiness) keeps the name here, the challenges' is aliased.
export type { FoundWord } from './solver.js';
export type { FoundWord as ChallengeFoundWord } from './rules/index.js';
export * from './progress/index.js';
export * from './friends/names.js';
export * from './friends/board.js';
