import { act, render, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { seedFromBootData } from '../../api/boot-data-seed.js';
import { QueryLayer } from '../../api/query-layer.js';
import { createQueryClient } from '../../api/query.js';
import { pool, statsResponse } from '../../test-support/fake-game-server.js';
import { socketListeners } from '../../test-support/fake-live-socket.js';
import { HomeScreen } from './HomeScreen.js';

// The home screen as the app first renders it: no query client yet, the page's boot data in the
// document (this file's own jsdom page, read once).

vi.mock('../../shared/when-idle.js', () => ({ whenIdle: () => () => {} }));

vi.mock('../../api/socket.js', () => import('../../test-support/fake-live-socket.js'));

const stats = statsResponse({ totalPlayers: 41, lifetimePlayers: 900 });
const fetchSpy = vi.fn(() => new Promise<Response>(() => {}));

beforeAll(() => {
  // The boot data's day, 9 hours before its midnight (a day already over would be asked for anew).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 21, 20, 0, 0));
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'dozen-boot';
  block.textContent = JSON.stringify({ stats, dailyPool: pool });
  document.head.append(block);
  vi.stubGlobal('fetch', fetchSpy);
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function AppShape({ client }: { client: QueryClient | undefined }) {
  return (
    <QueryLayer client={client}>
      <MemoryRouter>
        <HomeScreen preloadGame={() => undefined} />
      </MemoryRouter>
    </QueryLayer>
  );
}

it('draws the page’s counts before the query client is there, and keeps its screen when it comes', async () => {
  const { rerender } = render(<AppShape client={undefined} />);
  // The first render: the counts and the date the page brought, nothing asked of the API.
  const players = within(screen.getByTestId('stat-players-today'));
  expect(players.getByText('41')).toBeInTheDocument();
  expect(screen.getByText('Saturday, November 21, 2026')).toBeInTheDocument();
  expect(document.getElementById('dozen-boot')).toBeNull();
  const play = screen.getByRole('button', { name: 'Play Game' });

  // The app's client arrives (app/data-layer.ts), seeded with the same boot data: the same screen,
  // not a new one, with the same numbers and no request for them; then the live counts move them.
  rerender(<AppShape client={seedFromBootData(createQueryClient())} />);
  await vi.waitFor(() => expect(socketListeners.size).toBe(1));
  expect(screen.getByRole('button', { name: 'Play Game' })).toBe(play);
  expect(players.getByText('41')).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalledWith('/api/stats', expect.anything());
  act(() => {
    for (const listener of socketListeners) listener({ ...stats, totalPlayers: 42 });
  });
  expect(players.getByText('42')).toBeInTheDocument();
});
