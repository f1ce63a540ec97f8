import type { TGameEntry } from '@dozen/engine/contract';
import { createStore } from 'jotai';
import { afterEach, beforeEach, vi } from 'vitest';
import { createGameController } from '../features/game/controller.js';
import { appModalAtom, type AppModal } from '../shared/modal-registry.js';
import { resetToasts } from '../shared/ui/toast.js';
import { fakeServer, newServer, pool, type Server } from './fake-game-server.js';
import { testQueryClient } from './render.js';

/**
 * Test support (not a test): the game controller as its unit tests drive it, against the fake
 * server (fake-game-server.ts) that the test stubs `fetch` with.
 */

/**
 * Each test of the file against a new fake server (handed to `use`), with empty storage; after
 * it, no toasts, the real fetch and an empty page.
 */
export function withFakeGameServer(use: (server: Server) => void): void {
  beforeEach(() => {
    localStorage.clear();
    const server = newServer();
    vi.stubGlobal('fetch', fakeServer(server));
    use(server);
  });
  afterEach(() => {
    resetToasts();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });
}

/** A game controller on today's pool for player1 (a guest), attached to a screen, its day started. */
export function startedController({ entry = null as TGameEntry | null } = {}) {
  const store = createStore();
  const queryClient = testQueryClient();
  const controller = createGameController({ store, queryClient });
  const goHome = vi.fn();
  const focusWordEntry = vi.fn();
  controller.setFacts({ pool, entry, playerId: 'player1', isSignedIn: false });
  const detach = controller.attach({ goHome, focusWordEntry });
  controller.startDay({ playAgain: false, arrivedFromElsewhere: () => false });
  const modal = () => store.get(appModalAtom);
  const spell = async (word: string) => {
    for (const letter of word) controller.typeLetter(letter);
    await controller.submitWord();
  };
  return { store, queryClient, controller, goHome, focusWordEntry, detach, modal, spell };
}

/** The open modal, once it is of this kind. */
export async function modalOfKind<K extends AppModal['kind']>(
  modal: () => AppModal | null,
  kind: K,
): Promise<Extract<AppModal, { kind: K }>> {
  return vi.waitFor(
    () => {
      const open = modal();
      if (open?.kind !== kind) throw new Error(`waiting for ${kind}, showing ${open?.kind ?? 'nothing'}`);
      return open as Extract<AppModal, { kind: K }>;
    },
    { timeout: 2000 },
  );
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
