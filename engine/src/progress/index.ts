/** Progress behind sign-in (spec 001): history, streaks, the profile, challenges and the rank. */
export * from './areas.js';
export * from './averages.js';
export * from './challenge-generation.js';
export * from './challenge-ids.js';
export * from './completion.js';
export * from './eligibility.js';
export * from './game-facts.js';
export * from './history.js';
export * from './plays.js';
export * from './preview.js';
export * from './profile.js';
export * from './rank.js';
export * from './streaks.js';
export * from './vocabulary.js';
export * from './week.js';
