import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSavedGame } from '../../domain/saved-state.js';
import { ModalHost } from '../../app/ModalHost.js';
import { appModalAtom } from '../../shared/modal-registry.js';
import { sessionAtom } from '../../api/session.js';
import { liveStatsAtom } from './live-stats.js';
import { renderWithQueries } from '../../test-support/render.js';
import { puzzleDate } from '@dozen/engine';
import { socketListeners } from '../../test-support/fake-live-socket.js';
import { HomeScreen, REVEAL_BLOCKED_HINT } from './HomeScreen.js';
import { deviceNewYorkDate } from '../../shared/new-york-date.js';
import { gameEntry, savedGameState, statsResponse } from '../../test-support/fake-game-server.js';
import { keepForLaterSync } from '../../domain/submission.js';

// The game screen's code is fetched when the browser is idle (a preload these tests do not look at,
// and whose module loading would only compete with the modals they open).
vi.mock('../../shared/when-idle.js', () => ({ whenIdle: () => () => {} }));

// The live socket: the test plays the server's `stats` events.
vi.mock('../../api/socket.js', () => import('../../test-support/fake-live-socket.js'));

const stats = statsResponse({
  totalPlayers: 41,
  lifetimePlayers: 900,
  playersReachedScore: 2,
  playersReachedWord: 5,
  highestUniqueWords: 14,
  hoursLeft: 9,
  minutesLeft: 0,
});

// The dialogs these tests open are lazy chunks; their first import (transforming the sign-in
// dialog's modules, say) can outlast findBy's 1 s on a busy machine. Load them once up front.
beforeAll(async () => {
  await Promise.all([
    import('../account/sign-in/SignInGateModal.js'),
    import('./reveal/RevealModal.js'),
    import('./TodaysTargetsModal.js'),
    import('../progress/YourStatsModal.js'),
  ]);
}, 30_000);

const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 21, 20, 0, 0)); // 15:00 in New York: 9 hours left
  getDefaultStore().set(sessionAtom, { userId: 'u_home', isAnonymous: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/stats') return jsonAnswer(stats);
      return jsonAnswer({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const store = getDefaultStore();
  store.set(sessionAtom, null);
  store.set(liveStatsAtom, null);
  store.set(appModalAtom, null);
});

function renderHome() {
  return renderWithQueries(
    <MemoryRouter>
      <HomeScreen preloadGame={() => undefined} />
      <ModalHost />
    </MemoryRouter>,
  );
}

describe('HomeScreen', () => {
  it('shows the New York date, the countdown and the counts, which move with the socket', async () => {
    renderHome();
    expect(await screen.findByText('Saturday, November 21, 2026')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('9 Hours Left');
    const players = within(screen.getByTestId('stat-players-today'));
    expect(players.getByText('41')).toBeInTheDocument();
    expect(players.getByText('1,033 lifetime players')).toBeInTheDocument();

    await vi.waitFor(() => expect(socketListeners.size).toBe(1));
    vi.setSystemTime(Date.UTC(2026, 10, 21, 20, 0, 5));
    act(() => {
      for (const listener of socketListeners) listener({ ...stats, totalPlayers: 42, lifetimePlayers: 901 });
    });
    expect(players.getByText('42')).toBeInTheDocument();
    expect(players.getByText('1,034 lifetime players')).toBeInTheDocument();
  });

  it("counts the player's own words from this device when the server has no entry", async () => {
    writeSavedGame(
      savedGameState({
        wordsBeforeGame: [{ word: 'cat', score: 5 }],
        completedWords: [
          { word: 'CAT', score: 5, isTopWord: false, isTargetWord: false, letterIndices: [0, 1, 2] },
          { word: 'dog', score: 6, isTopWord: false, isTargetWord: false, letterIndices: [3, 4, 5] },
        ],
      }),
    );
    renderHome();
    await screen.findByText('Saturday, November 21, 2026');
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('stat-most-words')).getByText('2')).toBeInTheDocument(),
    );
  });

  it('disables reveal while a game is in progress, saying why', async () => {
    const user = userEvent.setup();
    writeSavedGame(
      savedGameState({
        completedWords: [
          { word: 'cat', score: 5, isTopWord: false, isTargetWord: false, letterIndices: [0, 1, 2] },
        ],
      }),
    );
    renderHome();
    const reveal = await screen.findByRole('button', { name: "Reveal today's targets" });
    await screen.findByText('Saturday, November 21, 2026');
    expect(reveal).toHaveAttribute('aria-disabled', 'true');
    expect(reveal).toHaveAccessibleDescription(`${REVEAL_BLOCKED_HINT} to reveal the targets.`);
    await user.click(reveal);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('knows a game is in progress before the stats answer, so nothing moves when they do', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})), // the server has not answered yet
    );
    writeSavedGame(
      savedGameState({
        completedWords: [
          { word: 'cat', score: 5, isTopWord: false, isTargetWord: false, letterIndices: [0, 1, 2] },
        ],
      }),
    );
    renderHome();
    const reveal = screen.getByRole('button', { name: "Reveal today's targets" });
    expect(reveal).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(`${REVEAL_BLOCKED_HINT} to reveal the targets.`)).toBeInTheDocument();
  });

  it('offers reveal when no game is in progress (an ended game does not count)', async () => {
    const user = userEvent.setup();
    writeSavedGame(
      savedGameState({
        gameEnded: true,
        completedWords: [
          { word: 'cat', score: 5, isTopWord: false, isTargetWord: false, letterIndices: [0, 1, 2] },
        ],
      }),
    );
    renderHome();
    await screen.findByText('Saturday, November 21, 2026');
    const reveal = screen.getByRole('button', { name: "Reveal today's targets" });
    expect(reveal).not.toHaveAttribute('aria-disabled');
    await user.click(reveal);
    expect(await screen.findByRole('dialog', { name: "Reveal Today's Targets?" })).toBeInTheDocument();
  });

  it('sends an anonymous player from view-targets to the sign-in prompt', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('button', { name: "View today's targets" }));
    const gate = await screen.findByRole('dialog', { name: "Sign in to view today's targets" });
    expect(gate).toHaveTextContent('Some features are only available for users with accounts.');
  });

  it("opens Today's Targets for a signed-in player: best vs target, green or red with words", async () => {
    const user = userEvent.setup();
    getDefaultStore().set(sessionAtom, { userId: 'u_home', isAnonymous: false });
    writeSavedGame(
      savedGameState({
        totalScore: 26,
        completedWords: [
          { word: 'cat', score: 26, isTopWord: false, isTargetWord: false, letterIndices: [0, 1, 2] },
        ],
      }),
    );
    renderHome();
    await screen.findByText('Saturday, November 21, 2026');
    await user.click(screen.getByRole('button', { name: "View today's targets" }));
    await screen.findByRole('dialog', { name: "Today's Targets" });
    const score = within(await screen.findByTestId('target-score'));
    expect(score.getByText('Reached')).toBeInTheDocument();
    expect(screen.getByTestId('target-score')).toHaveClass('target-row--reached');
    expect(within(screen.getByTestId('target-words')).getByText('Not reached yet')).toBeInTheDocument();
    expect(screen.getByTestId('target-words')).toHaveClass('target-row--missed');
  });

  it.each([
    ['only this device has it (its submission failed)', false],
    ['the server has stored it too (just before the device forgets it)', true],
  ])('counts a game kept on this device once, when %s', async (_name, stored) => {
    const user = userEvent.setup();
    getDefaultStore().set(sessionAtom, { userId: 'u_home', isAnonymous: false });
    const wordsUsed = [
      { word: 'banjo', score: 11 },
      { word: 'hug', score: 6 },
    ];
    keepForLaterSync({
      gameId: 'kept-game-1',
      playerId: 'u_home',
      finalScore: 17,
      wordsUsed,
      modes: [],
      gameDate: stats.date,
    });
    if (stored)
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (url === '/api/stats') return jsonAnswer(stats);
          const entry = gameEntry({ finalScore: 17, wordsUsed });
          return jsonAnswer({ exists: true, data: entry });
        }),
      );
    renderHome();
    await screen.findByText('Saturday, November 21, 2026');
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('stat-most-words')).getByText('2')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: "View today's targets" }));
    await screen.findByRole('dialog', { name: "Today's Targets" });
    const best = (row: string) => screen.getByTestId(row).querySelector('strong')?.textContent;
    await vi.waitFor(() => expect(best('target-score')).toBe('17'));
    expect(best('target-word')).toBe('11');
    expect(best('target-words')).toBe('2');
  });
});

describe('deviceNewYorkDate', () => {
  // Around both 2026 daylight-saving changes and a plain evening: the same date as the engine's.
  it.each([
    ['2026-03-08T04:59:59Z', '2026-03-07'],
    ['2026-03-08T05:00:00Z', '2026-03-08'],
    ['2026-03-09T03:59:59Z', '2026-03-08'],
    ['2026-03-09T04:00:00Z', '2026-03-09'],
    ['2026-11-01T03:59:59Z', '2026-10-31'],
    ['2026-11-01T04:00:00Z', '2026-11-01'],
    ['2026-11-02T04:59:59Z', '2026-11-01'],
    ['2026-11-02T05:00:00Z', '2026-11-02'],
    ['2026-11-21T20:00:00Z', '2026-11-21'],
  ])('%s is %s in New York', (instant, date) => {
    expect(deviceNewYorkDate(Date.parse(instant))).toBe(date);
    expect(puzzleDate(new Date(instant))).toBe(date);
  });
});
