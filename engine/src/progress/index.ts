/** Progress behind sign-in (spec 001): history, streaks, the profile, challenges and the rank. */
export * from './areas.js';
export * from './averages.js';
export * from './eligibility.js';
export * from './game-facts.js';
export * from './history.js';
export * from './profile.js';
export * from './streaks.js';
export * from './week.js';
