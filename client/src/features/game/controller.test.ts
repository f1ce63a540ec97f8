import type { TGameEntry } from '@dozen/engine/contract';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { queryKeys } from '../../api/query.js';
import { resetConnectivity } from '../../api/connectivity.js';
import { resetToasts } from '../../shared/ui/toast.js';
import { appModalAtom, type AppModal } from '../../shared/modal-registry.js';
import { gameAtom, gamePlayerAtom } from './atoms.js';
import { createGameController } from './controller.js';
import { GAME_COMPLETE_DELAY_MS } from './game-complete.js';
import {
  DATE,
  LETTERS,
  SHARE_URL,
  fakeServer,
  gameEntry,
  newServer,
  pool,
  type Server,
} from '../../test-support/fake-game-server.js';
import { readSavedGame, writeSavedGame, type SavedGameState } from '../../domain/saved-state.js';

/**
 * The game controller against the fake server: one reduction per action, every end of a game
 * through one path (End Game, the last tile, Leave, a saved game abandoned), the submission
 * through the query library into the cache, and the game screen's key handler.
 */

let server: Server;

beforeEach(() => {
  localStorage.clear();
  server = newServer();
  vi.stubGlobal('fetch', fakeServer(server));
});

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const earlierEntry = () => gameEntry({ finalScore: 5, wordsUsed: [{ word: 'in', score: 3 }] });

function setup({ entry = null as TGameEntry | null } = {}) {
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
async function modalOfKind<K extends AppModal['kind']>(
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('game controller', () => {
  it('writes a transition once and answers it; an action that changes nothing keeps the state', () => {
    const { store } = setup();
    const before = store.get(gameAtom);
    const typed = store.set(gameAtom, { type: 'typeLetter', letter: 'H' });
    expect(typed.before).toBe(before);
    expect(typed.after).toBe(store.get(gameAtom));
    expect(typed.after?.currentWord).toEqual([{ letter: 'H', index: LETTERS.indexOf('H') }]);
    const nothing = store.set(gameAtom, { type: 'typeLetter', letter: 'X' });
    expect(nothing.after).toBe(nothing.before);
  });

  it('End Game: the saved state goes, the game is sent once, its entry lands in the cache, Game Complete follows', async () => {
    const { controller, queryClient, modal, spell } = setup({ entry: earlierEntry() });
    await spell('HUG');
    controller.requestEndGame();
    (await modalOfKind(modal, 'endGame')).onConfirm();
    expect(readSavedGame()).toBeNull();

    const complete = await modalOfKind(modal, 'gameComplete');
    expect(complete).toMatchObject({ score: 6, previousBest: 5, continuousMode: false });
    expect(complete.words.map((item) => item.word)).toEqual(['HUG']);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.gameEntry('player1', DATE))).toMatchObject({
        finalScore: 6,
        wordsUsed: [{ word: 'hug', score: 6 }],
      }),
    );
    expect(server.submitted).toHaveLength(1);
    // Written from the answer, not fetched again.
    expect(server.requests.filter((request) => request.includes('/api/game-entry/'))).toEqual([]);
  });

  it('the last tile ends the game; Game Complete waits until the celebration of that word is closed', async () => {
    const { modal, spell, store } = setup();
    for (const word of ['IN', 'HUG', 'IT']) await spell(word);
    await spell('BANJO'); // the top word, and the last tiles
    const amazing = await modalOfKind(modal, 'achievement');
    expect(amazing).toMatchObject({ achievement: 'amazing', word: 'BANJO', gameOver: true });
    await pause(GAME_COMPLETE_DELAY_MS + 100);
    expect(modal()?.kind).toBe('achievement');
    store.set(appModalAtom, null);
    expect((await modalOfKind(modal, 'gameComplete')).score).toBe(23);
    expect(server.submitted).toHaveLength(1);
  });

  it('Leave Game: the game ends and is sent, home replaces the entry, and no Game Complete follows', async () => {
    const { controller, goHome, modal, spell } = setup();
    await spell('HUG');
    const onStay = vi.fn();
    controller.confirmLeave({ onStay, replace: true });
    const leave = await modalOfKind(modal, 'leaveGame');
    expect(leave.onStay).toBe(onStay);
    leave.onLeave();
    expect(goHome).toHaveBeenCalledWith({ replace: true });
    await vi.waitFor(() => expect(server.submitted).toHaveLength(1));
    await pause(GAME_COMPLETE_DELAY_MS + 100);
    expect(modal()).toBeNull();
  });

  describe("Game Complete's Share", () => {
    /** The native share sheet, recording what it was given. */
    function shareSheet() {
      const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      onTestFinished(() => void Reflect.deleteProperty(navigator, 'share'));
      return share;
    }

    /** Game Complete once Share is ready. */
    const whenShareReady = (modal: () => AppModal | null) =>
      vi.waitFor(() => {
        const open = modal();
        if (open?.kind !== 'gameComplete' || !open.shareReady) throw new Error('Share not ready');
        return open;
      }, 5000);

    async function endWith(word: string) {
      const game = setup();
      await game.spell(word);
      game.controller.requestEndGame();
      (await modalOfKind(game.modal, 'endGame')).onConfirm();
      return game;
    }

    it('waits while the game is being stored, then shares a link to this stored game', async () => {
      const share = shareSheet();
      let store!: () => void;
      server.submitHeld = new Promise((resolve) => (store = resolve));
      const { modal } = await endWith('HUG');

      const saving = await modalOfKind(modal, 'gameComplete');
      expect(saving.shareReady).toBe(false);
      expect(saving.onShare).toBeTypeOf('function');
      await pause(50);
      expect(server.shareRequests).toEqual([]);

      store();
      const ready = await whenShareReady(modal);
      const { gameId } = server.submitted[0] as { gameId: string };
      expect(server.shareRequests).toEqual([{ date: DATE, gameId }]);
      ready.onShare!();
      await vi.waitFor(() => expect(share).toHaveBeenCalledOnce());
      const { text } = share.mock.calls[0]![0];
      expect(text).toContain("I played today's Dozen!");
      expect(text).toContain('6 of 30 points · 1 word');
      expect(text).toContain(SHARE_URL);
    });

    it('offline, the game is kept and Share links to the game itself at once', async () => {
      const share = shareSheet();
      const { controller, modal, spell } = setup();
      await spell('HUG');
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
      onTestFinished(() => {
        vi.restoreAllMocks();
        window.dispatchEvent(new Event('online'));
      });
      controller.requestEndGame();
      (await modalOfKind(modal, 'endGame')).onConfirm();

      (await whenShareReady(modal)).onShare!();
      await vi.waitFor(() => expect(share).toHaveBeenCalledOnce());
      expect(share.mock.calls[0]![0].text).toMatch(new RegExp(`\\n${location.origin}/$`));
      expect(server.submitted).toEqual([]);
      expect(server.shareRequests).toEqual([]);
    });
  });

  it('the back button asks only when words were found; leaving without words marks the exit intentional', async () => {
    const { controller, goHome, modal } = setup();
    controller.typeLetter('H');
    controller.requestLeave();
    expect(modal()).toBeNull();
    expect(goHome).toHaveBeenCalledOnce();
    expect(readSavedGame()).toMatchObject({ intentionalExit: true, currentWord: [{ letter: 'H' }] });
  });

  const savedGame = (overrides: Partial<SavedGameState>): SavedGameState => ({
    date: '2026-11-20',
    availableLetters: [...LETTERS].map((letter, index) => ({ letter, index })),
    completedWords: [{ word: 'IN', score: 3, isTopWord: false, isTargetWord: false, letterIndices: [1, 6] }],
    totalScore: 3,
    continuousMode: false,
    hasSpelledWord: true,
    currentWord: [],
    wordsBeforeGame: [],
    gameEnded: false,
    timestamp: Date.now(),
    intentionalExit: false,
    gameId: 'yesterday-game-1',
    ...overrides,
  });

  it('a saved game with words, never ended, is sent as saved when a new game replaces it', async () => {
    writeSavedGame(savedGame({}));
    const { store } = setup();
    await vi.waitFor(() => expect(server.submitted).toHaveLength(1));
    expect(server.submitted[0]).toEqual({
      gameId: 'yesterday-game-1',
      playerId: 'player1',
      finalScore: 3,
      wordsUsed: [{ word: 'in', score: 3 }],
      modes: [],
      gameDate: '2026-11-20',
    });
    expect(store.get(gameAtom)).toMatchObject({ date: DATE, completedWords: [], gameEnded: false });
  });

  it.each([
    ['ended (already sent)', { gameEnded: true }],
    ['left on purpose', { intentionalExit: true }],
    ['without words', { completedWords: [] }],
  ])('a saved game %s is cleared, not sent', async (_name, overrides) => {
    writeSavedGame(savedGame(overrides));
    setup();
    await pause(50);
    expect(server.submitted).toEqual([]);
    expect(server.requests.filter((request) => request.startsWith('POST /api/submit-game'))).toEqual([]);
  });

  it('an account’s saved game of an earlier day is neither sent nor restored for someone else', async () => {
    writeSavedGame(savedGame({ accountId: 'account7' }));
    setup();
    await pause(50);
    expect(server.requests.filter((request) => request.startsWith('POST /api/submit-game'))).toEqual([]);
    // What is saved now is this player's fresh game.
    expect(readSavedGame()).toMatchObject({ date: DATE, completedWords: [], accountId: null });
  });

  it('a new player starts the day again: the game follows into the account, and stays with it at sign-out', async () => {
    const { controller, store, spell } = setup();
    const words = () => store.get(gameAtom)?.completedWords.map((item) => item.word);
    await spell('HUG');
    // Not yet written (the save is debounced) when the sign-in lands.
    controller.typeLetter('I');
    expect(store.get(gamePlayerAtom)).toBe('player1');

    // Signed in to an existing account: a new id, the board is the same game.
    controller.setFacts({ pool, entry: null, playerId: 'account7', isSignedIn: true });
    expect(store.get(gamePlayerAtom)).toBe('player1');
    expect(controller.startDay({ playAgain: false, arrivedFromElsewhere: () => false })).toBe(true);
    expect(store.get(gamePlayerAtom)).toBe('account7');
    expect(words()).toEqual(['HUG']);
    expect(store.get(gameAtom)?.currentWord.map((tile) => tile.letter)).toEqual(['I']);
    await spell('T'); // → IT, played as the account
    expect(words()).toEqual(['HUG', 'IT']);

    // Signed out: the account's game is not the new anonymous player's, nor sent as theirs.
    controller.setFacts({ pool, entry: null, playerId: 'anon9', isSignedIn: false });
    controller.startDay({ playAgain: false, arrivedFromElsewhere: () => false });
    expect(words()).toEqual([]);
    expect(store.get(gameAtom)?.wordsBeforeGame).toEqual([]);
    await pause(50);
    expect(server.submitted).toEqual([]);
  });

  it('detaching closes the game’s own modals (their buttons act on this controller), not the app’s', () => {
    const game = setup();
    game.controller.requestEndGame();
    game.detach();
    expect(game.modal()).toBeNull();
    const other = setup();
    other.store.set(appModalAtom, { kind: 'howToPlay' });
    other.detach();
    expect(other.modal()).toEqual({ kind: 'howToPlay' });
  });
});

describe('the game screen’s key handler', () => {
  let stopListening = () => {};
  afterEach(() => stopListening());

  function withPage() {
    const game = setup();
    document.body.innerHTML = `
      <button id="how-to-play">How to play</button>
      <input id="word" data-word-field="true" />
      <input id="email" type="email" />`;
    window.addEventListener('keydown', game.controller.handleKeyDown);
    stopListening = () => window.removeEventListener('keydown', game.controller.handleKeyDown);
    const element = (id: string) => document.getElementById(id)!;
    const word = () =>
      game.store
        .get(gameAtom)
        ?.currentWord.map((tile) => tile.letter)
        .join('');
    return { ...game, element, word };
  }

  it('takes typed letters on a button and moves focus to the word entry, so Enter submits', async () => {
    const { element, word, focusWordEntry, store } = withPage();
    const found = () => store.get(gameAtom)?.completedWords.map((item) => item.word);
    const button = element('how-to-play');
    for (const key of ['h', 'u', 'g']) expect(fireEvent.keyDown(button, { key })).toBe(false);
    expect(word()).toBe('HUG');
    expect(focusWordEntry).toHaveBeenCalledTimes(3);
    // Still on the button (the test's focus does not move): the button keeps Enter…
    expect(fireEvent.keyDown(button, { key: 'Enter' })).toBe(true);
    await pause(50);
    expect(found()).toEqual([]);
    // …and from the word entry Enter submits.
    expect(fireEvent.keyDown(document.body, { key: 'Enter' })).toBe(false);
    await vi.waitFor(() => expect(found()).toEqual(['HUG']));
  });

  it('leaves focus in the phone keyboard’s field, and ignores real text fields and open dialogs', () => {
    const { element, word, focusWordEntry, store } = withPage();
    fireEvent.keyDown(element('word'), { key: 'i' });
    expect(word()).toBe('I');
    expect(focusWordEntry).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(element('email'), { key: 'n' })).toBe(true);
    store.set(appModalAtom, { kind: 'settings' });
    fireEvent.keyDown(document.body, { key: 'n' });
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(word()).toBe('I');
    store.set(appModalAtom, null);
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(word()).toBe('');
  });
});

describe('game controller without a connection', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    resetConnectivity();
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    // Offline, a request never gets an answer (the validation cache may still answer a word).
    const answer = fakeServer(server);
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      online ? answer(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
  });
  afterEach(() => vi.restoreAllMocks());
  const goOnline = () => {
    online = true;
    window.dispatchEvent(new Event('online'));
  };
  const goOffline = () => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  };
  const words = (store: ReturnType<typeof setup>['store']) =>
    store.get(gameAtom)!.completedWords.map((item) => [item.word, item.awaitingCheck ?? false]);

  it('keeps words spelled offline and checks them in order once back online; a non-word goes', async () => {
    const { store, spell } = setup();
    goOffline();
    await spell('BANJO');
    await spell('NT');
    await spell('HUG');
    expect(words(store)).toEqual([
      ['BANJO', true],
      ['NT', true],
      ['HUG', true],
    ]);
    expect(server.validated).toEqual([]);
    // Kept in the saved state: a reload offline finds them.
    await pause(200);
    expect(readSavedGame()?.completedWords.map((item) => item.word)).toEqual(['BANJO', 'NT', 'HUG']);

    goOnline();
    await vi.waitFor(() =>
      expect(words(store)).toEqual([
        ['BANJO', false],
        ['HUG', false],
      ]),
    );
    expect(server.validated).toEqual(['banjo', 'nt', 'hug']);
    expect(store.get(gameAtom)!.completedWords.map((item) => item.score)).toEqual([11, 6]);
  });

  it('a word spelled while earlier ones still wait joins the end of the line', async () => {
    const { store, spell } = setup();
    goOffline();
    await spell('IN');
    online = true; // the browser says online again, but the check has not run yet
    server.validateStatus = 503;
    await spell('IT');
    // IT waits behind IN (which the validation cache may have answered meanwhile).
    expect(words(store).map(([word]) => word)).toEqual(['IN', 'IT']);
    expect(words(store)[1]).toEqual(['IT', true]);
    server.validateStatus = 200;
    goOnline();
    await vi.waitFor(() =>
      expect(words(store)).toEqual([
        ['IN', false],
        ['IT', false],
      ]),
    );
  });

  it('a kept word the server refuses to check at all (its day closed: 422) goes, instead of waiting forever', async () => {
    const { store, spell } = setup();
    goOffline();
    await spell('UB');
    server.validateStatus = 422;
    goOnline();
    await vi.waitFor(() => expect(words(store)).toEqual([]));
    expect(server.validated).toEqual(['ub']);
  });

  it('an offline game end is kept, and sent with only its valid words once back online', async () => {
    const { controller, spell } = setup();
    goOffline();
    await spell('IT');
    await spell('NB');
    controller.endGame();
    await pause(50);
    expect(server.submitted).toEqual([]);
    online = true;
    // Back online anywhere in the app, the kept games are checked and sent (app/useKeptGamesSender.ts).
    const { syncKeptGames } = await import('./submit-game.js');
    await syncKeptGames('player1', new QueryClient());
    expect(server.validated).toEqual(['it', 'nb']);
    expect(server.submitted).toHaveLength(1);
    expect(server.submitted[0]).toMatchObject({ finalScore: 3, wordsUsed: [{ word: 'it', score: 3 }] });
  });

  it('back online, a kept game whose first request still finds no network is tried again until it is sent', async () => {
    const { controller, spell } = setup();
    goOffline();
    await spell('IT');
    controller.endGame();
    await pause(50);
    // The browser says online, but the first request still gets no answer (the link not quite up).
    const answer = fakeServer(server);
    let refused = 0;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (!online || refused++ < 1) return Promise.reject(new TypeError('Failed to fetch'));
      return answer(input, init);
    });
    // The app's sender, as app/useKeptGamesSender.ts runs it: on the one retry policy.
    const { keepTrying } = await import('../../api/keep-trying.js');
    const { syncKeptGamesLeft } = await import('./submit-game.js');
    const passes: boolean[] = [];
    const sender = keepTrying(async () => {
      const left = await syncKeptGamesLeft('player1', new QueryClient());
      passes.push(left);
      return left;
    });
    onTestFinished(() => sender.stop());
    sender.keep();
    goOnline();
    await vi.waitFor(() => expect(server.submitted).toHaveLength(1), { timeout: 5_000 });
    expect(passes).toEqual([true, false]);
    await pause(50);
    expect(server.submitted).toHaveLength(1);
  });
});

describe('keys and taps the game cannot take yet are held, never dropped', () => {
  let stopListening = () => {};
  afterEach(() => stopListening());
  const words = (store: ReturnType<typeof createStore>) =>
    store.get(gameAtom)?.completedWords.map((item) => item.word) ?? [];
  const current = (store: ReturnType<typeof createStore>) =>
    store
      .get(gameAtom)
      ?.currentWord.map((tile) => tile.letter)
      .join('');

  it('typed before the game is on the board (who plays not known yet): applied in order once it starts', async () => {
    const store = createStore();
    const controller = createGameController({ store, queryClient: new QueryClient() });
    controller.setFacts({ pool, entry: null, playerId: undefined, isSignedIn: false });
    onTestFinished(controller.attach({ goHome: vi.fn(), focusWordEntry: vi.fn() }));
    window.addEventListener('keydown', controller.handleKeyDown);
    stopListening = () => window.removeEventListener('keydown', controller.handleKeyDown);
    expect(controller.startDay({ playAgain: false, arrivedFromElsewhere: () => false })).toBe(false);
    for (const key of ['h', 'u', 'g', 'Enter', 'i', 'n', 'Backspace', 't'])
      expect(fireEvent.keyDown(document.body, { key })).toBe(false);
    expect(store.get(gameAtom)).toBeNull();
    expect(server.validated).toEqual([]);

    controller.setFacts({ pool, entry: null, playerId: 'player1', isSignedIn: false });
    expect(controller.startDay({ playAgain: false, arrivedFromElsewhere: () => false })).toBe(true);
    await vi.waitFor(() => expect(words(store)).toEqual(['HUG']));
    expect(current(store)).toBe('IT');
  });

  it('typed or tapped while a word is being checked: landed after its answer, in order', async () => {
    const { store, controller } = setup();
    let answer = () => {};
    server.validateHeld = new Promise<void>((resolve) => (answer = resolve));
    for (const letter of 'HUG') controller.typeLetter(letter);
    const checking = controller.submitWord();
    controller.typeLetter('I');
    const freeT = store.get(gameAtom)!.tiles.find((tile) => tile.letter === 'T')!;
    controller.toggleTile(freeT.index);
    expect(current(store)).toBe('HUG');
    answer();
    await checking;
    await vi.waitFor(() => expect(words(store)).toEqual(['HUG']));
    expect(current(store)).toBe('IT');
  });
});

describe('the word in flight when the session ends elsewhere', () => {
  /** A signed-in player's game on the board. */
  function accountBoard() {
    const store = createStore();
    const controller = createGameController({ store, queryClient: new QueryClient() });
    controller.setFacts({ pool, entry: null, playerId: 'u_account', isSignedIn: true });
    onTestFinished(controller.attach({ goHome: vi.fn(), focusWordEntry: vi.fn() }));
    controller.startDay({ playAgain: false, arrivedFromElsewhere: () => false });
    return { store, controller };
  }

  it('its answer still lands on the account’s game, and the day starts for the guest only after it', async () => {
    const { takeWordInFlight } = await import('../../api/session-ended.js');
    const { dayPendingGames } = await import('../../domain/submission.js');
    const { store, controller } = accountBoard();
    let answer = () => {};
    server.validateHeld = new Promise<void>((resolve) => (answer = resolve));
    for (const letter of 'BANJO') controller.typeLetter(letter);
    const checking = controller.submitWord();

    // Another answer said the session ended: this tab is a guest now, and says so, naming the word.
    expect(takeWordInFlight()).toBe('BANJO');
    controller.setFacts({ pool, entry: null, playerId: 'u_guest', isSignedIn: false });
    expect(controller.startDay({ playAgain: false, arrivedFromElsewhere: () => false })).toBe(false);
    expect(store.get(gamePlayerAtom)).toBe('u_account');

    answer();
    await checking;
    // The answer landed on the account's game; then the guest's day started, and the account's
    // game, BANJO with it, waits on this device for the account.
    expect(store.get(gamePlayerAtom)).toBe('u_guest');
    expect(store.get(gameAtom)!.completedWords).toEqual([]);
    expect(dayPendingGames.all('u_account').map((game) => game.wordsUsed.map((item) => item.word))).toEqual([
      ['banjo'],
    ]);
    expect(dayPendingGames.all('u_guest')).toEqual([]);
  });

  it('a check that meets the 401 itself keeps the word with the account’s game; the toast can name it', async () => {
    const { takeWordInFlight } = await import('../../api/session-ended.js');
    const { uncheckedGameList } = await import('../../domain/unchecked-game-list.js');
    const { store, controller } = accountBoard();
    for (const letter of 'IT') controller.typeLetter(letter);
    await controller.submitWord();
    server.validateStatus = 401;
    for (const letter of 'HUG') controller.typeLetter(letter);
    await controller.submitWord();

    expect(
      store.get(gameAtom)!.completedWords.map((item) => [item.word, item.awaitingCheck ?? false]),
    ).toEqual([
      ['IT', false],
      ['HUG', true],
    ]);
    expect(takeWordInFlight()).toBe('HUG');
    expect(takeWordInFlight()).toBeNull();

    // The identity change that follows (a guest now): the day starts again for the guest, and the
    // account's game, HUG with it, is kept for the account, to be checked and sent when it is back.
    server.validateStatus = 200;
    controller.setFacts({ pool, entry: null, playerId: 'u_guest', isSignedIn: false });
    controller.startDay({ playAgain: false, arrivedFromElsewhere: () => false });
    expect(store.get(gameAtom)!.completedWords).toEqual([]);
    const kept = uncheckedGameList
      .all('u_account')
      .map(({ game }) => game.completedWords.map((item) => item.word));
    expect(kept).toEqual([['IT', 'HUG']]);
    expect(uncheckedGameList.all('u_guest')).toEqual([]);
  });
});
