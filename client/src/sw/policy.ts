/**
 * The service worker's policy, as plain values a unit test can read (sw.ts applies them).
 */

/** The app shell: index.html as built, without anyone's boot data (the server sends it so). */
export const SHELL_URL = '/index.html';

/**
 * How long a page request may wait for the network before the cached shell answers. Long enough
 * for a slow phone network to deliver the page (a few hundred ms at 1.6 Mbps), short enough that a
 * connection which never answers does not keep the player from the game.
 */
export const navigationTimeoutMs = 6_000;

/** Paths the worker never caches nor answers: per-player answers and the live socket. */
export const NEVER_CACHED = /^\/(api|socket\.io)(\/|$)/;
/** The same paths as URL patterns, for the browser's static routing (they skip the worker). */
export const NEVER_CACHED_PATHS = ['/api/*', '/socket.io/*'];

/** What the build precaches: code, styles, icons, the manifest and the shell (no source maps). */
export const PRECACHE_GLOBS = ['**/*.{js,css,html,svg,png,webmanifest}'];
