import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { writeSavedGame } from '../../domain/saved-state.js';
import { DATE, LETTERS, finishOnboarding, type Server } from '../../test-support/fake-game-server.js';
import {
  ACCOUNT_ID,
  RIGHT_CODE,
  fakeAccountServer,
  newAccountState,
  requestsTo,
} from '../../test-support/fake-account-server.js';
import {
  withGameBrowser,
  openGameScreen,
  renderGameScreen,
  submitWord,
  tapLetters,
  toastText,
} from '../../test-support/render-game.js';

/**
 * The game screen against a fake server (fetch answered from tables): the precedence of what a
 * word shows (toast or modal, and when), the end of a game, restoring a saved game, and the
 * messages for words that do not count.
 */

let server: Server;

function spell(word: string) {
  tapLetters(word);
  expect(screen.getByTestId('current-word')).toHaveTextContent(word);
  submitWord();
}

withGameBrowser((started) => {
  server = started;
  finishOnboarding(); // onboarding has its own tests (GameScreen.onboarding.test.tsx)
});

describe('GameScreen', () => {
  it('shows each word the way its precedence says, then Game Complete after the celebration', async () => {
    await openGameScreen();

    spell('UJ');
    await waitFor(() => expect(toastText()).toContain('"UJ" is not a valid word'));

    spell('IN');
    await waitFor(() => expect(toastText()).toContain('Nice!'));
    expect(screen.getByRole('heading', { name: 'Your Words (1)' })).toBeInTheDocument();
    // Told once, by the toast: the hidden announcer and the score stay quiet.
    expect(screen.getByTestId('announcer')).toBeEmptyDOMElement();
    expect(screen.getByTestId('game-score').closest('[aria-live]')).toBeNull();

    spell('IN');
    await waitFor(() => expect(toastText()).toContain('You already spelled "IN" in this session!'));
    expect(server.validated.filter((word) => word === 'in')).toHaveLength(1);

    // The top word's score: no toast, the Amazing! modal a moment later.
    spell('BANJO');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Words (2)' })).toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Amazing!' })).not.toBeInTheDocument();
    const amazing = await screen.findByRole('dialog', { name: 'Amazing!' });
    expect(amazing).toHaveTextContent("You found today's top word: BANJO, worth 11 points!");
    fireEvent.click(within(amazing).getByRole('button', { name: 'Keep Playing' }));

    spell('HUG');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Words (3)' })).toBeInTheDocument());
    spell('IT');

    // All 12 tiles used: the game ends, is sent once, and Game Complete follows.
    const complete = await screen.findByRole('dialog', { name: 'Game Complete' });
    expect(within(complete).getByTestId('complete-score')).toHaveTextContent('23');
    expect(within(complete).getByText('Top Word')).toBeInTheDocument();
    await waitFor(() => expect(server.submitted).toHaveLength(1));
    expect(server.submitted[0]).toMatchObject({
      playerId: 'player1',
      finalScore: 23,
      gameDate: DATE,
      modes: [],
      wordsUsed: [
        { word: 'in', score: 3 },
        { word: 'banjo', score: 11 },
        { word: 'hug', score: 6 },
        { word: 'it', score: 3 },
      ],
    });
    expect(localStorage.getItem('dozen_game_state')).toBeNull();

    // Play Again: a fresh board, this game's words now earlier words of the day.
    fireEvent.click(within(complete).getByRole('button', { name: 'Play Again' }));
    expect(screen.getByRole('heading', { name: 'Letters (12)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Words (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show All' })).toBeInTheDocument();
  });

  it('restores a saved game with words found', async () => {
    writeSavedGame({
      date: DATE,
      availableLetters: [...LETTERS].map((letter, index) => ({ letter, index })),
      completedWords: [
        { word: 'IN', score: 3, isTopWord: false, isTargetWord: false, letterIndices: [1, 6] },
      ],
      totalScore: 3,
      continuousMode: false,
      hasSpelledWord: true,
      currentWord: [{ letter: 'H', index: 11 }],
      wordsBeforeGame: [],
      gameEnded: false,
      timestamp: Date.now() - 60 * 60 * 1000,
      intentionalExit: false,
      gameId: 'restored-game-1',
    });
    renderGameScreen();
    await screen.findByRole('heading', { name: 'Your Words (1)' });
    expect(screen.getByRole('button', { name: 'I, 1 point, used' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'H, 2 points, selected' })).toBeInTheDocument();
    expect(screen.getByTestId('game-score')).toHaveTextContent('3');
    expect(screen.getByRole('heading', { name: 'Letters (10)' })).toBeInTheDocument();
  });

  it('a rate-limited check says so and keeps the word; two misses bring a suggestion', async () => {
    await openGameScreen();
    server.validateStatus = 429;
    spell('TO');
    await waitFor(() => expect(toastText()).toContain('faster than we allow'));
    expect(screen.getByTestId('current-word')).toHaveTextContent('TO');

    server.validateStatus = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    spell('OJ');
    await waitFor(() => expect(toastText()).toContain('"OJ" is not a valid word'));
    expect(screen.queryByTestId('suggestion')).not.toBeInTheDocument();
    spell('HJ');
    const suggestion = await screen.findByTestId('suggestion');
    expect(suggestion).toHaveTextContent('Level 1 of 3');
    expect(suggestion).toHaveTextContent('Recent tries: OJ, HJ');

    // Hiding suggestions for good writes the Settings key.
    fireEvent.click(within(suggestion).getByRole('button', { name: 'Dismiss suggestions' }));
    const hide = await screen.findByRole('dialog', { name: 'Hide Suggestions?' });
    await act(async () =>
      fireEvent.click(within(hide).getByRole('button', { name: 'Yes, Hide Suggestions' })),
    );
    expect(localStorage.getItem('dozen_contextualSuggestionsDisabled')).toBe('true');
    expect(screen.queryByTestId('suggestion')).not.toBeInTheDocument();
    expect(screen.getByTestId('announcer')).toHaveTextContent('Suggestions hidden.');
  });

  it('continuous mode for a signed-in player: explainer, confirmation, letters kept, fixed once a word is spelled', async () => {
    const accounts = newAccountState({
      game: server,
      session: { userId: 'player1', isAnonymous: false, email: 'player@example.com' },
    });
    vi.stubGlobal('fetch', fakeAccountServer(accounts));
    await openGameScreen({ signedIn: true });
    const toggle = screen.getByRole('button', { name: 'Continuous mode' });
    fireEvent.click(toggle);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Continuous Mode' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Turn On Continuous Mode?' })).getByRole('button', {
        name: 'Yes, Turn On',
      }),
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('target-score')).not.toBeInTheDocument();
    // The explainer is shown once per player: the account remembers it for the other devices.
    await waitFor(() =>
      expect(requestsTo(accounts, 'POST /api/user-preferences')).toEqual([
        expect.objectContaining({
          userId: 'player1',
          preferences: expect.objectContaining({ continuousModeModalSeen: true }),
        }),
      ]),
    );

    spell('IN');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Words (1)' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Letters (12)' })).toBeInTheDocument();
    expect(screen.getByTestId('game-score')).toHaveTextContent('0');
    spell('IN');
    await waitFor(() => expect(toastText()).toContain('Nice Try!'));

    fireEvent.click(toggle);
    await waitFor(() => expect(toastText()).toContain('Cannot change mode after spelling a word'));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Hints' }));
    expect(await screen.findByRole('dialog', { name: 'Hints' })).toHaveTextContent(
      'Suggestions unavailable in continuous mode',
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Hints' })).getByRole('button', { name: 'Close' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'End Game' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'End Game?' })).getByRole('button', {
        name: 'Yes, End Game',
      }),
    );
    await waitFor(() => expect(server.submitted).toHaveLength(1));
    expect(server.submitted[0]).toMatchObject({
      finalScore: 0,
      modes: [{ mode: 'continuous', totalPoints: 3 }],
    });
    const complete = await screen.findByRole('dialog', { name: 'Game Complete' });
    expect(within(complete).getByText('Points (continuous)')).toBeInTheDocument();
  });

  it('keys typed into the sign-in e-mail and code fields stay in those fields, never in the word', async () => {
    const accounts = newAccountState({
      game: server,
      session: { userId: 'player1', isAnonymous: true, email: null },
    });
    vi.stubGlobal('fetch', fakeAccountServer(accounts));
    const user = userEvent.setup();
    await openGameScreen();
    await user.click(screen.getByRole('button', { name: 'Hints' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    // Every letter of BANJO is on the board: any leak would show in the word.
    await user.type(email, 'banjo@hug.it{Backspace}t');
    expect(email).toHaveValue('banjo@hug.it');
    expect(screen.getByTestId('current-word')).toHaveTextContent('Tap letters or type');
    await user.keyboard('{Enter}');
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    await waitFor(() => expect(code).toHaveFocus());
    await user.keyboard('ab12in34{Backspace}56');
    expect(code).toHaveValue('12356');
    expect(screen.getByTestId('current-word')).toHaveTextContent('Tap letters or type');
    expect(accounts.requests.filter((request) => request.route === 'POST /api/validate-word')).toEqual([]);
  });

  it('signing in mid-game to an existing account keeps the words on the board and opens hints', async () => {
    const accounts = newAccountState({
      game: server,
      session: { userId: 'player1', isAnonymous: true, email: null },
    });
    accounts.accounts['player@example.com'] = ACCOUNT_ID;
    vi.stubGlobal('fetch', fakeAccountServer(accounts));
    const user = userEvent.setup();
    await openGameScreen();
    spell('IN');
    await screen.findByRole('heading', { name: 'Your Words (1)' });

    await user.click(screen.getByRole('button', { name: 'Hints' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'player@example.com{Enter}');
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), `${RIGHT_CODE}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A new player id (the account): the day starts again, with the same game on the board.
    await screen.findByRole('heading', { name: 'Your Words (1)' });
    expect(screen.getByRole('button', { name: 'I, 1 point, used' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Hints' }));
    expect(await screen.findByRole('dialog', { name: 'Hints' })).toBeInTheDocument();

    // Its words now go to the account.
    await user.click(
      within(screen.getByRole('dialog', { name: 'Hints' })).getByRole('button', { name: 'Close' }),
    );
    await user.click(screen.getByRole('button', { name: 'End Game' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'End Game?' })).getByRole('button', {
        name: 'Yes, End Game',
      }),
    );
    await waitFor(() => expect(server.submitted).toHaveLength(1));
    expect(server.submitted[0]).toMatchObject({
      playerId: ACCOUNT_ID,
      wordsUsed: [{ word: 'in', score: 3 }],
    });
  });
});
