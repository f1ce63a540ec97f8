import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { queryKeys } from '../../api/query.js';
import { appModalAtom, type AppModal } from '../../shared/modal-registry.js';
import { gameAtom, gamePlayerAtom } from './atoms.js';
import { GAME_COMPLETE_DELAY_MS } from './game-complete.js';
import {
  DATE,
  LETTERS,
  SHARE_URL,
  gameEntry,
  pool,
  type Server,
} from '../../test-support/fake-game-server.js';
import { readSavedGame, writeSavedGame, type SavedGameState } from '../../domain/saved-state.js';
import {
  modalOfKind,
  pause,
  startedController as setup,
  withFakeGameServer,
} from '../../test-support/game-controller.js';

/**
 * The game controller against the fake server: one reduction per action, every end of a game
 * through one path (End Game, the last tile, Leave, a saved game abandoned), the submission
 * through the query library into the cache, and the game screen's key handler.
 */

let server: Server;
withFakeGameServer((started) => (server = started));

const earlierEntry = () => gameEntry({ finalScore: 5, wordsUsed: [{ word: 'in', score: 3 }] });

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
