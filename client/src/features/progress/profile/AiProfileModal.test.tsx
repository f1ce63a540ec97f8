import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameFacts, playedGames, profileResponse } from '../../../test-support/progress-fixtures.js';
import { closeProgressBrowser, openProgressBrowser } from '../../../test-support/progress-browser.js';
import { renderAsPlayer1 } from '../../../test-support/render.js';
import {
  challengeStatsResponse,
  rankResponse,
  type ProgressServer,
} from '../../../test-support/progress-server.js';
import AiProfileModal from './AiProfileModal.js';

let server: ProgressServer;

const renderProfile = ({ signedIn = true } = {}) =>
  renderAsPlayer1(<AiProfileModal onClose={() => {}} />, { signedIn });

beforeEach(() => {
  server = openProgressBrowser({ challengeStats: challengeStatsResponse(35, 3), rank: rankResponse(35) });
});
afterEach(closeProgressBrowser);

describe('Advanced Stats / A.I. Profile', () => {
  it("shows the model's figures, and strong and weak areas only where the server judged them, with evidence", async () => {
    // 12 games, every one with a 7-letter word (community 10%) and only 4 words (community 80% have 6+).
    const games = playedGames(12).map((g) => gameFacts(g.date, { longestWord: 7, wordCount: 4 }));
    server.profile = profileResponse(games);
    renderProfile();
    const figures = await screen.findByTestId('profile-figures');
    expect(figures).toHaveTextContent('Games analysed12');
    expect(figures).toHaveTextContent('Skill level');

    const strong = screen.getByTestId('strong-areas');
    expect(
      within(strong)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(['Long Words']);
    expect(strong).toHaveTextContent('7+ letter words in 12 of your last 12 games, community 10%');
    const weak = screen.getByTestId('improvement-areas');
    expect(within(weak).getByText('Word Count')).toBeInTheDocument();

    // Every area in the chart's table, with its verdict and evidence.
    const chart = screen.getByTestId('area-chart');
    fireEvent.click(within(chart).getByText('Show as a table'));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual([
      'Long Words',
      'High Scoring',
      'Word Count',
      'Efficiency',
      'Target Word',
      'Consistency',
    ]);
    expect(rows[0]).toHaveTextContent(
      'Long Words100%10%Strong: 7+ letter words in 12 of your last 12 games, community 10%',
    );
    expect(rows[2]).toHaveTextContent('To improve:');

    expect(await screen.findByTestId('profile-rank')).toHaveTextContent(
      'This week (2026-11-16 to 2026-11-22, 35 points)Rank 2 of 4 · 75th percentile',
    );
    expect(screen.getByTestId('challenge-chart')).toHaveTextContent(
      'Easy 2 of 2, Medium 1 of 2, Hard 0 of 2; 35 points',
    );
  });

  it('below enough games: the training message, no claims, and "not enough games yet" for each area', async () => {
    server.profile = profileResponse(playedGames(3));
    server.rank = rankResponse(0);
    renderProfile();
    expect(await screen.findByTestId('profile-message')).toHaveTextContent(
      'Training Our AI Model: play 2 more games to train your profile',
    );
    expect(screen.queryByTestId('strong-areas')).toBeNull();
    expect(screen.getByText(/None yet: an area is called strong only/)).toBeInTheDocument();
    const chart = screen.getByTestId('area-chart');
    expect(chart).toHaveTextContent('Not enough games yet to judge any area (3 of the 8 needed). So far:');
    fireEvent.click(within(chart).getByText('Show as a table'));
    expect(within(chart).getAllByText('Not enough games yet: 3 of the 8 needed')).toHaveLength(6);
    expect(await screen.findByTestId('profile-rank')).toHaveTextContent('Not ranked yet');
  });

  it('is for signed-in players only, and asks nothing of the server otherwise', () => {
    renderProfile({ signedIn: false });
    expect(
      screen.getByText('The A.I. Profile is only available for users with Dozen accounts.'),
    ).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
