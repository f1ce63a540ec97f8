import { fireEvent } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetConnectivity } from '../../api/connectivity.js';
import { gameAtom, gamePlayerAtom } from './atoms.js';
import { createGameController } from './controller.js';
import { fakeServer, pool, type Server } from '../../test-support/fake-game-server.js';
import { readSavedGame } from '../../domain/saved-state.js';
import { pause, startedController as setup, withFakeGameServer } from '../../test-support/game-controller.js';
import { testQueryClient } from '../../test-support/render.js';

/**
 * The game controller on a phone's network: words kept without a connection and checked in order
 * when it comes back, input the game cannot take yet held and applied in order, and the word whose
 * check is out when the session ends landing on its own game.
 */

let server: Server;
withFakeGameServer((started) => (server = started));

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
    // Back online anywhere in the app, the kept games are checked and sent (app/kept-games-sender.ts).
    const { syncKeptGames } = await import('./submit-game.js');
    await syncKeptGames('player1', testQueryClient());
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
    // The app's sender, as app/kept-games-sender.ts runs it: on the one retry policy.
    const { keepTrying } = await import('../../api/keep-trying.js');
    const { syncKeptGamesLeft } = await import('./submit-game.js');
    const passes: boolean[] = [];
    const sender = keepTrying(async () => {
      const left = await syncKeptGamesLeft('player1', testQueryClient());
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
    const controller = createGameController({ store, queryClient: testQueryClient() });
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
    const controller = createGameController({ store, queryClient: testQueryClient() });
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
