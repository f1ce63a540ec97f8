import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Confetti from '../../shared/ui/confetti.js';
import { resetChallengeCelebrations } from './challenge-celebration.js';
import { finishOnboarding, type Server } from '../../test-support/fake-game-server.js';
import { eligibleWith, previewOf, THREE_CHALLENGES } from '../../test-support/progress-fixtures.js';
import { withGameBrowser, openGameScreen, spell, toastText } from '../../test-support/render-game.js';

/**
 * Personalised challenges on the game screen (spec 001 §2, §4, §8): the entry button's states, a
 * word that reaches a challenge (precedence 5), and the server's completion celebrated with the
 * toast, confetti and the preview reloaded.
 */

const launched = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../shared/ui/confetti.js', async (original) => ({
  ...(await original<typeof Confetti>()),
  launchConfetti: async () => {
    launched.count++;
    return true;
  },
}));

async function play(word: string, wordsAfter: number) {
  spell(word);
  await screen.findByRole('heading', { name: `Your Words (${wordsAfter})` });
}
const challengeButton = () => screen.getByTestId('challenge-button');
const previewLoads = (server: Server) =>
  server.requests.filter((r) => r.startsWith('GET /api/challenge-preview/')).length;

let server: Server;
withGameBrowser((started) => {
  server = started;
  finishOnboarding();
  launched.count = 0;
  resetChallengeCelebrations();
});

describe('the challenge button', () => {
  it('not signed in: the sign-in prompt, which opens the sign-in dialog; nothing is loaded', async () => {
    await openGameScreen();
    expect(challengeButton()).toHaveAccessibleName('Sign in to access personalized challenges');
    expect(challengeButton()).toHaveAttribute('title', 'Sign in to access personalized challenges');
    fireEvent.click(challengeButton());
    const gate = await screen.findByRole('dialog', { name: 'Sign in to access personalized challenges' });
    expect(gate).toHaveTextContent('Personalized challenges is only available for users with Dozen accounts');
    expect(server.requests.some((r) => r.includes('challenge'))).toBe(false);
  });

  it('a failing challenges call reads as not eligible: amber, 0 of 5 games (spec 001 §8)', async () => {
    await openGameScreen({ signedIn: true });
    await waitFor(() => expect(challengeButton()).toHaveAttribute('data-state', 'notEligible'));
    expect(challengeButton()).toHaveAccessibleName('Play 5 more games so AI can personalize your challenges');
    expect(challengeButton()).toHaveClass('icon-btn--warning');
    fireEvent.click(challengeButton());
    const modal = await screen.findByRole('dialog', { name: 'Personal Challenges' });
    expect(modal).toHaveTextContent('0 of 5 games played');
  });

  it('blue, "All challenges completed!", when every challenge of the day is done', async () => {
    server.personalized = eligibleWith(
      THREE_CHALLENGES.map((c) => ({ ...c, isCompleted: true, progress: 100 })),
    );
    await openGameScreen({ signedIn: true });
    await waitFor(() => expect(challengeButton()).toHaveAccessibleName('All challenges completed!'));
    expect(challengeButton()).toHaveClass('icon-btn--info');
  });
});

describe('playing a challenge', () => {
  it('a word that reaches one says so; the stored game completes it: toast, confetti, preview reloaded', async () => {
    server.personalized = eligibleWith(THREE_CHALLENGES);
    server.preview = previewOf(THREE_CHALLENGES);
    server.completedOnSubmit = [
      {
        id: THREE_CHALLENGES[0]!.id,
        title: 'Word Explorer',
        difficulty: 'easy',
        rewards: { points: 10 },
        performance: 'good',
      },
    ];
    await openGameScreen({ signedIn: true });
    await waitFor(() => expect(challengeButton()).toHaveAccessibleName('View your personalized challenges'));
    await waitFor(() => expect(previewLoads(server)).toBe(1));

    await play('IN', 1);
    await waitFor(() => expect(toastText()).toContain('Nice!'));
    await play('HUG', 2);
    await waitFor(() => expect(toastText()).toContain('Challenge Reached!'));
    expect(toastText()).toContain('"HUG" meets "Word Explorer". End the game to collect +10 points.');

    // The list shows it reached in this game, with live progress on the others.
    fireEvent.click(challengeButton());
    const list = await screen.findByRole('dialog', { name: 'Personal Challenges' });
    const cards = within(list).getAllByTestId('challenge');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Word Explorer',
      'Score Builder',
      'Target Hunter',
    ]);
    expect(cards[0]).toHaveTextContent('Reached in this game: end the game to complete it');
    expect(within(cards[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    fireEvent.click(within(list).getByRole('button', { name: 'Close' }));

    // End the game: the server's answer names the completed challenge.
    fireEvent.click(screen.getByRole('button', { name: 'End Game' }));
    const confirm = await screen.findByRole('dialog', { name: 'End Game?' }, { timeout: 5000 });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, End Game' }));
    await waitFor(() => expect(toastText()).toContain('Challenge Complete!'));
    expect(toastText()).toContain('"Word Explorer": +10 points');
    expect(launched.count).toBe(1);
    await waitFor(() => expect(previewLoads(server)).toBe(2), { timeout: 3000 });
    expect(launched.count).toBe(1);
  });
});
