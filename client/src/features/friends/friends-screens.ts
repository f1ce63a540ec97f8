/**
 * Friends' screens, one chunk for the app's routes to load (one dynamic import, so the first page
 * carries one entry of them in its preload map, not three). A chunk's entry, not a barrel.
 */
// eslint-disable-next-line no-restricted-syntax -- a lazy chunk's entry, see above
export { default as FriendsScreen } from './FriendsScreen.js';
// eslint-disable-next-line no-restricted-syntax -- a lazy chunk's entry, see above
export { default as LeagueScreen } from './LeagueScreen.js';
// eslint-disable-next-line no-restricted-syntax -- a lazy chunk's entry, see above
export { default as JoinScreen } from './JoinScreen.js';
