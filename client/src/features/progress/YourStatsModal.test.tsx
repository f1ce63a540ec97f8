import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATE } from '../../test-support/fake-game-server.js';
import { historyDayResponse, historyResponse, playedGames } from '../../test-support/progress-fixtures.js';
import { StorageKey } from '../../shared/storage.js';
import { closeProgressBrowser, openProgressBrowser } from '../../test-support/progress-browser.js';
import { MemoryRouter } from 'react-router-dom';
import { renderAsPlayer1 } from '../../test-support/render.js';
import { appModalAtom } from '../../shared/modal-registry.js';
import {
  challengeStatsResponse,
  rankResponse,
  type ProgressServer,
} from '../../test-support/progress-server.js';
import YourStatsModal from './YourStatsModal.js';

let server: ProgressServer;

const renderStats = ({ signedIn }: { signedIn: boolean }) =>
  renderAsPlayer1(
    // Its Past Puzzles links navigate: the app renders every modal inside its router.
    <MemoryRouter>
      <YourStatsModal onClose={() => {}} />
    </MemoryRouter>,
    { signedIn },
  ).store;

const stat = (key: string) => screen.getByTestId(`stat-${key}`);

beforeEach(() => {
  server = openProgressBrowser();
});
afterEach(closeProgressBrowser);

describe('Your Stats', () => {
  it("a guest below five games: 'Training Our AI Model', the figures, and 'Sign In or Sign Up'", async () => {
    server.history = historyResponse(playedGames(3));
    const store = renderStats({ signedIn: false });
    expect(await screen.findByTestId('training')).toHaveTextContent('Training Our AI Model');
    expect(screen.getByTestId('training')).toHaveTextContent('Play 2 more games');
    expect(stat('games')).toHaveTextContent('Games played3');
    // Three days in a row up to yesterday: the current streak counts from yesterday.
    expect(stat('streak')).toHaveTextContent('Day streak3best 3');
    expect(stat('target-streak')).toHaveTextContent('Target Score streak1best 1');
    // 20, 20 and 40 of 40.
    expect(stat('average')).toHaveTextContent('67%');
    expect(stat('words')).toHaveTextContent('5');
    // Signed-in parts are absent, and never asked for.
    expect(screen.queryByTestId('challenge-points')).toBeNull();
    expect(server.requests.some((r) => /challenge-stats|extra-points-rank/.test(r))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In or Sign Up' }));
    expect(store.get(appModalAtom)).toEqual({ kind: 'signInGate', title: 'Sign In or Sign Up' });
  });

  it('a signed-in player: no training notice, challenge points and rank, and the chart with its table', async () => {
    server.history = historyResponse(playedGames(12));
    server.challengeStats = challengeStatsResponse(35, 3);
    server.rank = rankResponse(35);
    const store = renderStats({ signedIn: true });
    await screen.findByTestId('your-stats-summary');
    expect(screen.queryByTestId('training')).toBeNull();
    expect(await screen.findByTestId('challenge-points-total')).toHaveTextContent('353 challenges completed');
    expect(screen.getByTestId('rank-week')).toHaveTextContent('Rank 2 of 4 · 75th percentile');
    expect(screen.getByTestId('rank-all-time')).toHaveTextContent('Rank 2 of 4 · 75th percentile');
    // Seeing the rank is onboarding's "leaderboard first viewed".
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(StorageKey.onboarding) ?? '{}')).toMatchObject({
        stage: 'complete',
        hasSeenLeaderboard: true,
      }),
    );

    const chart = screen.getByTestId('last-30-days');
    expect(chart).toHaveTextContent('Played 12 of the last 30 days');
    // The picture is hidden from assistive technology; its table is not.
    expect(chart.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(within(chart).getByText('Show as a table'));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent(/Sat, Nov 21\s*0/);
    expect(rows.at(-2)).toHaveTextContent('Fri, Nov 20');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Stats' }));
    expect(store.get(appModalAtom)).toEqual({ kind: 'aiProfile' });
  });

  it('a day of the history shows its words and answers; today keeps them hidden, and says so', async () => {
    server.history = historyResponse(playedGames(2));
    const yesterday = server.history.entries[0]!.date;
    server.days = {
      [yesterday]: historyDayResponse(yesterday, false),
      [DATE]: historyDayResponse(DATE, true),
    };
    renderStats({ signedIn: false });
    const list = await screen.findByTestId('history-list');
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    fireEvent.click(within(list).getAllByRole('button')[0]!);

    const day = await screen.findByTestId('history-day');
    await waitFor(() => expect(day).toHaveTextContent('BANJO11 pointsTop WordTarget Word'));
    expect(day).toHaveTextContent('Target words (30 points together)BANJO, HUNG, IO');
    expect(within(day).getByRole('heading', { level: 3 })).toHaveFocus();
    fireEvent.click(within(day).getByRole('button', { name: 'All days' }));
    expect(await screen.findByTestId('history-list')).toBeInTheDocument();
  });

  it("today's answers stay hidden until revealed", async () => {
    const history = historyResponse(playedGames(1));
    server.history = { ...history, entries: [{ ...history.entries[0]!, date: DATE }] };
    server.days = { [DATE]: historyDayResponse(DATE, true) };
    renderStats({ signedIn: false });
    fireEvent.click(within(await screen.findByTestId('history-list')).getByRole('button'));
    expect(await screen.findByTestId('answers-hidden')).toHaveTextContent(
      "Today's top word and target words stay hidden until you reveal them or the day ends",
    );
    expect(screen.getByTestId('history-day')).not.toHaveTextContent('HUNG');
  });

  it('says so when the stats cannot be loaded, and tries again on request', async () => {
    renderStats({ signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your stats could not be loaded');
    server.history = historyResponse(playedGames(6));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('your-stats-summary')).toBeInTheDocument();
  });
});
