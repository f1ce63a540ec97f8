import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATE } from '../../../test-support/fake-game-server.js';
import {
  eligibleWith,
  notEligible,
  profileResponse,
  playedGames,
  THREE_CHALLENGES,
} from '../../../test-support/progress-fixtures.js';
import { closeProgressBrowser, openProgressBrowser } from '../../../test-support/progress-browser.js';
import { renderAsPlayer1 } from '../../../test-support/render.js';
import type { ProgressServer } from '../../../test-support/progress-server.js';
import ChallengesModal from './ChallengesModal.js';

let server: ProgressServer;

const renderChallenges = ({ generate = false } = {}) =>
  renderAsPlayer1(<ChallengesModal onClose={() => {}} date={DATE} generate={generate} />, {
    signedIn: true,
  });

const generations = () => server.requests.filter((r) => r === 'POST /api/generate-challenges').length;

beforeEach(() => {
  server = openProgressBrowser();
});
afterEach(closeProgressBrowser);

describe('Personal Challenges', () => {
  it('lists the day’s challenges easy to hard, with difficulty, reward, progress and status', async () => {
    server.personalized = eligibleWith([
      THREE_CHALLENGES[2]!,
      { ...THREE_CHALLENGES[0]!, isCompleted: true, performance: 'excellent', progress: 100 },
      THREE_CHALLENGES[1]!,
    ]);
    renderChallenges();
    const cards = await screen.findAllByTestId('challenge');
    expect(cards.map((c) => c.dataset.difficulty)).toEqual(['easy', 'medium', 'hard']);
    expect(cards[0]).toHaveTextContent('Word Explorer');
    expect(cards[0]).toHaveTextContent('Easy');
    expect(cards[0]).toHaveTextContent('+10 points');
    expect(cards[0]).toHaveTextContent('Completed · Excellent');
    expect(within(cards[1]!).getByRole('progressbar', { name: 'Score Builder' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(cards[1]).toHaveTextContent('40% done');
    expect(screen.getByText('1 of 3 completed · 10 points earned')).toBeInTheDocument();
  });

  it('opened to get challenges: asks the server once, then lists what it made', async () => {
    server.personalized = eligibleWith([]);
    server.generated = {
      challenges: THREE_CHALLENGES,
      userProfile: profileResponse(playedGames(6)),
      eligibilityInfo: eligibleWith([]).eligibilityInfo,
      generated: true,
    };
    renderChallenges({ generate: true });
    expect(await screen.findAllByTestId('challenge')).toHaveLength(3);
    expect(generations()).toBe(1);
  });

  it('a failed generation says so and can be tried again', async () => {
    server.personalized = eligibleWith([]);
    server.generateStatus = 500;
    renderChallenges({ generate: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate challenges');
    server.generateStatus = 200;
    server.generated = {
      challenges: THREE_CHALLENGES,
      userProfile: profileResponse(playedGames(6)),
      eligibilityInfo: eligibleWith([]).eligibilityInfo,
      generated: true,
    };
    fireEvent.click(screen.getByRole('button', { name: 'Get My Challenges' }));
    await waitFor(() => expect(screen.getAllByTestId('challenge')).toHaveLength(3));
    expect(generations()).toBe(2);
  });

  it("not eligible: the server's message and the games still to play", async () => {
    server.personalized = notEligible(3);
    renderChallenges({ generate: true });
    const panel = await screen.findByTestId('challenges-eligibility');
    expect(panel).toHaveTextContent('Play 2 more games so AI can personalize your challenges');
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5 games');
    expect(generations()).toBe(0);
  });
});
