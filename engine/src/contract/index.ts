export * from './errors.js';
export * from './common.js';
export * from './session.js';
export * from './game.js';
export * from './accounts.js';
export * from './socket.js';
export * from './paths.js';
export * from './site-links.js';
