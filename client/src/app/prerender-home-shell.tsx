import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './App.js';
import { createQueryClient } from '../api/query.js';

/**
 * The home screen (`/`) as React first draws it with no stats yet (the tiles' placeholders), for
 * the build to put into index.html (vite.config.ts, prerenderHomeShell). The browser paints it
 * with the HTML and CSS, before any script; the server fills the day's numbers into it first
 * (server/src/http/home-shell.ts). main.tsx then renders the same screen over it.
 *
 * The same routes and components as the app, never a copy: only the browser-only parts of App
 * (the boot data, the session, modals, toasts) are left out, and none of them draws anything on a
 * first visit.
 */
export function renderHomeShell(): string {
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  } finally {
    // The render's queries keep garbage-collection timers that would hold the build open.
    queryClient.clear();
  }
}
