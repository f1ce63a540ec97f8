import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './App.js';

/**
 * The home screen (`/`) as React first draws it with no stats yet (the tiles' placeholders), for
 * the build to put into index.html (vite.config.ts, prerenderHomeShell). The browser paints it
 * with the HTML and CSS, before any script; the server fills the day's numbers into it first
 * (server/src/http/home-shell.ts). main.tsx then renders the same screen over it.
 *
 * The same routes and components as the app, never a copy: only the browser-only parts of App
 * (the query client, the session, modals, toasts) are left out, as on the browser's first render,
 * and none of them draws anything on a first visit.
 */
export function renderHomeShell(): string {
  return renderToString(
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes />
    </MemoryRouter>,
  );
}
