// Runs before the page paints (a classic script in <head>; the CSP allows no inline script): the
// player's theme on <html>, so the prerendered home screen never flashes another palette, and the
// home screen hidden on any other path (the service worker's offline shell carries it there too).
// Mirrors src/styles/theme.ts (readThemeChoice + resolveTheme; theme-boot.test.ts checks they
// agree), which main.tsx then applies again and keeps following the system.
/* global document, matchMedia, location */
(function () {
  var root = document.documentElement;
  var choice = null;
  try {
    choice = localStorage.getItem('dozen_theme');
  } catch {
    // No storage: follow the system.
  }
  var matches = function (query) {
    return typeof matchMedia === 'function' && matchMedia(query).matches;
  };
  if (choice !== 'light' && choice !== 'dark' && choice !== 'contrast') {
    if (matches('(prefers-contrast: more)')) choice = 'contrast';
    else choice = matches('(prefers-color-scheme: dark)') ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', choice);
  if (location.pathname !== '/') root.classList.add('not-home');
})();
