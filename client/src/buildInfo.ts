/** The build's version (package version + git short sha), injected by Vite; 'dev' under tests. */
export const BUILD_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** Footer contacts; configurable at build time (VITE_*), with Dozen's own defaults. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@dozen.game';
export const SISTER_GAME = {
  name: import.meta.env.VITE_SISTER_GAME_NAME ?? 'Sixes',
  url: import.meta.env.VITE_SISTER_GAME_URL ?? 'https://sixes.dozen.game/',
} as const;
