/** Friends' dialogs, one chunk for the modal host to load (see friends-screens.ts). A chunk's entry. */
// eslint-disable-next-line no-restricted-syntax -- a lazy chunk's entry, see above
export { default as DisplayNameModal } from './DisplayNameModal.js';
// eslint-disable-next-line no-restricted-syntax -- a lazy chunk's entry, see above
export { default as LeagueNameModal } from './LeagueNameModal.js';
// eslint-disable-next-line no-restricted-syntax -- a lazy chunk's entry, see above
export { default as ConfirmLeagueModal } from './ConfirmLeagueModal.js';
