import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSavedGame, writeSavedGame } from '../../domain/saved-state.js';
import { archivePendingGames, pendingGames } from '../../domain/submission.js';
import { StorageKey } from '../../shared/storage.js';
import {
  PAST_DATE,
  finishOnboarding,
  savedGameState,
  type Server,
} from '../../test-support/fake-game-server.js';
import {
  withGameBrowser,
  renderArchiveGameScreen,
  spell,
  toastText,
} from '../../test-support/render-game.js';

/**
 * A past day's puzzle on the one game screen: its words go to the archive's routes, its
 * game to POST /api/archive/games, its saved state under its own key; today's game, today's entry
 * and the day's routes are never touched; Game Complete shows the day's answers.
 */

let server: Server;

withGameBrowser((started) => {
  server = started;
  finishOnboarding();
});

async function openArchiveGame() {
  const view = renderArchiveGameScreen(PAST_DATE);
  await screen.findByRole('heading', { name: 'Letters (12)' });
  return view;
}

const endGame = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'End Game' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'End Game?' })).getByRole('button', {
      name: 'Yes, End Game',
    }),
  );
};

describe('an archive game', () => {
  it('says which day it is and plays it along the archive routes, never the day’s', async () => {
    await openArchiveGame();
    expect(screen.getByTestId('archive-day')).toHaveTextContent('Puzzle of Friday, November 20');
    expect(screen.getByRole('button', { name: 'Back to the archive' })).toBeInTheDocument();
    // No challenges for a past day, and today's entry is never asked for.
    expect(screen.queryByTestId('challenge-button')).toBeNull();

    spell('IN');
    await waitFor(() => expect(toastText()).toContain('Nice!'));
    await endGame();

    await waitFor(() => expect(server.archiveSubmitted).toHaveLength(1));
    expect(server.archiveSubmitted[0]).toMatchObject({ gameDate: PAST_DATE, finalScore: 3 });
    expect(server.submitted).toHaveLength(0);
    const day = server.requests.filter((request) =>
      /\/api\/(validate-word|submit-game|game-entry|daily-pool|personalized-challenges)/.test(request),
    );
    expect(day).toEqual([]);
    expect(server.requests).toContain('POST /api/archive/validate-word');
  });

  it('shows the day’s answers and the on-the-day result in Game Complete', async () => {
    await openArchiveGame();
    spell('IN');
    await waitFor(() => expect(toastText()).toContain('Nice!'));
    await endGame();

    const complete = await screen.findByRole('dialog', { name: 'Game Complete' });
    const answers = await within(complete).findByTestId('archive-answers');
    expect(within(answers).getByTestId('on-the-day')).toHaveTextContent(
      'On the day you scored 14 of 30 and reached Target Word.',
    );
    await waitFor(() => expect(within(answers).getByTestId('missed-words')).toHaveTextContent('BANJO'));
    expect(within(answers).getAllByText('BANJO').length).toBeGreaterThanOrEqual(2);
    expect(within(answers).getByTestId('missed-words')).not.toHaveTextContent(/\bIN\b/);
    expect(within(complete).getByRole('button', { name: 'Back to Archive' })).toBeInTheDocument();
  });

  it('shows the day’s targets against this game, not today’s', async () => {
    renderArchiveGameScreen(PAST_DATE, { signedIn: true });
    await screen.findByRole('heading', { name: 'Letters (12)' });
    spell('IN');
    await waitFor(() => expect(toastText()).toContain('Nice!'));

    fireEvent.click(screen.getByRole('button', { name: "The day's targets" }));
    const targets = await screen.findByRole('dialog', { name: "The Day's Targets" });
    expect(targets).toHaveTextContent('Puzzle of Friday, November 20');
    // The past day's pool (Target Score 30, Target Word 11) and record (9 words), this game's numbers.
    expect(within(targets).getByTestId('target-score')).toHaveTextContent(/This game 3\s*Target 30 points/);
    expect(within(targets).getByTestId('target-word')).toHaveTextContent(/This game 3\s*Target 11 points/);
    expect(within(targets).getByTestId('target-words')).toHaveTextContent(/This game 1\s*Target 9 words/);
    expect(server.requests.filter((request) => /\/api\/(stats|top-word-count)/.test(request))).toEqual([]);
  });

  it('keeps its saved state under its own key, and leaves today’s saved game alone', async () => {
    const today = savedGameState({ gameId: 'today-game', completedWords: [] });
    writeSavedGame(today);
    await openArchiveGame();
    spell('IN');
    await waitFor(() => expect(toastText()).toContain('Nice!'));

    // Written a moment after the word (the saver's debounce).
    await waitFor(() =>
      expect(readSavedGame(undefined, StorageKey.archiveGameState)?.completedWords).toHaveLength(1),
    );
    const archived = readSavedGame(undefined, StorageKey.archiveGameState)!;
    expect(archived.date).toBe(PAST_DATE);
    expect(archived.completedWords.map((w) => w.word)).toEqual(['IN']);
    expect(readSavedGame()).toEqual(today);
    // This device's words of the day are today's race: nothing recorded for the past day.
    expect(localStorage.getItem(StorageKey.completedWords('player1', PAST_DATE))).toBeNull();
  });

  it('keeps an archive game that cannot be sent in the archive queue, never the day’s', () => {
    const request = {
      playerId: 'player1',
      gameId: 'archive-1',
      gameDate: PAST_DATE,
      finalScore: 3,
      wordsUsed: [{ word: 'in', score: 3 }],
      modes: [],
    };
    archivePendingGames.keep(request);
    expect(archivePendingGames.all('player1')).toEqual([request]);
    expect(pendingGames('player1')).toEqual([]);
  });
});
