import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach } from 'vitest';
import { Toaster } from '../shared/ui/Toaster.js';
import type { Server } from './fake-game-server.js';
import { withFakeGameServer } from './game-controller.js';
import { ModalHost } from '../app/ModalHost.js';
import { renderAsPlayer1 } from './render.js';
import GameScreen from '../features/game/GameScreen.js';

/**
 * Test support (not a test): the game screen with the app's modal host and toaster, as player1,
 * against the fake game server (fake-game-server.ts), the taps a player makes on it and the toast
 * it reads.
 * `withGameBrowser` around each test of a file.
 */

/**
 * Before each test, empty storage (a new player: onboarding not done) and fetch answered by a new
 * fake server, handed to `use`; after it, unmounted, with the toasts and the fake server cleared.
 */
export function withGameBrowser(use: (server: Server) => void = () => {}): void {
  withFakeGameServer(use);
  afterEach(cleanup);
}

/** The game screen at `path` with the host and toasts around it, as the app's router renders it. */
function renderGameRoute(path: string, pattern: string, screen: ReactElement, signedIn: boolean) {
  return renderAsPlayer1(
    <>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={screen} />
          <Route path="/archive" element={<p>Archive</p>} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
        <ModalHost />
      </MemoryRouter>
      <Toaster />
    </>,
    { signedIn },
  );
}

export function renderGameScreen({ signedIn = false } = {}) {
  return renderGameRoute('/game', '/game', <GameScreen />, signedIn);
}

/** The game screen playing a past day's puzzle, as the app's /archive/:date route does. */
export function renderArchiveGameScreen(date: string, { signedIn = false } = {}) {
  return renderGameRoute(
    `/archive/${date}`,
    '/archive/:date',
    <GameScreen puzzle={{ kind: 'archive', date }} />,
    signedIn,
  );
}

/** renderGameScreen, once the day's twelve letters are on screen. */
export async function openGameScreen(options: { signedIn?: boolean } = {}) {
  const view = renderGameScreen(options);
  await screen.findByRole('heading', { name: 'Letters (12)' });
  return view;
}

/** The points of the fake server's letters ('OIGJUBNTAINH'): tiles are named by letter and points. */
const POINTS: Record<string, number> = { O: 1, I: 1, G: 3, J: 4, U: 1, B: 3, N: 2, T: 2, A: 1, H: 2 };

/** The first tile of `letter` (A and I stand twice). */
export const tile = (letter: string) =>
  screen.getAllByRole('button', {
    name: `${letter}, ${POINTS[letter]} ${POINTS[letter] === 1 ? 'point' : 'points'}`,
  })[0]!;

export function tapLetters(word: string) {
  for (const letter of word) fireEvent.click(tile(letter));
}

export function submitWord() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit Word' }));
}

/** What the toast says now ('' when none is showing). */
export const toastText = () => screen.queryByTestId('toast')?.textContent ?? '';

/** Taps the word's tiles and submits it; the caller waits for whatever answer it expects. */
export function spell(word: string) {
  tapLetters(word);
  submitWord();
}
