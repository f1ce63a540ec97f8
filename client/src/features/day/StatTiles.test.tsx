import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { displayedLifetimePlayers } from '@dozen/engine';
import { mergeStats } from './live-stats.js';
import { StatTiles } from './StatTiles.js';
import { statsResponse } from '../../test-support/fake-game-server.js';

afterEach(cleanup);

const stats = statsResponse({
  totalPlayers: 1234,
  lifetimePlayers: 5000,
  playersReachedScore: 7,
  playersReachedWord: 12,
  highestUniqueWords: 31,
  hoursLeft: 9,
  minutesLeft: 12,
});

const tile = (id: string) => within(screen.getByTestId(id));

describe('displayedLifetimePlayers', () => {
  it.each([
    [0, 133],
    [1, 134],
    [5000, 5133],
  ])('server %i → shown %i', (server, shown) => {
    expect(displayedLifetimePlayers(server)).toBe(shown);
  });
});

describe('StatTiles', () => {
  it('shows the four tiles with lifetime players = server count + 133 and the player’s own words', () => {
    render(<StatTiles stats={stats} myWords={4} />);
    expect(tile('stat-players-today').getByText('1,234')).toBeInTheDocument();
    expect(tile('stat-players-today').getByText('5,133 lifetime players')).toBeInTheDocument();
    expect(tile('stat-target-score').getByText('7')).toBeInTheDocument();
    expect(tile('stat-target-score').getByText('reached 26 points')).toBeInTheDocument();
    expect(tile('stat-target-word').getByText('12')).toBeInTheDocument();
    expect(tile('stat-target-word').getByText('found the 18-point word')).toBeInTheDocument();
    expect(tile('stat-most-words').getByText('4')).toBeInTheDocument();
    expect(tile('stat-most-words').getByText(/top 31/)).toBeInTheDocument();
  });

  it('keeps every tile in place with a dash while the counts load', () => {
    render(<StatTiles stats={undefined} myWords={undefined} />);
    for (const id of ['stat-players-today', 'stat-target-score', 'stat-target-word', 'stat-most-words']) {
      expect(screen.getByTestId(id).querySelector('.stat-tile__value')).toHaveTextContent('–');
    }
  });
});

describe('mergeStats', () => {
  const live = {
    date: '2026-11-21',
    totalPlayers: 1300,
    lifetimePlayers: 5100,
    playersReachedScore: 8,
    playersReachedWord: 13,
    highestUniqueWords: 32,
  };

  it.each([
    ['no live counts yet', null, 1234],
    ['higher live counts of the same day', { stats: live, receivedAt: 2000 }, 1300],
    // The fetch was read before the broadcast but landed after it: the live count still shows.
    ['higher live counts that arrived before the fetch', { stats: live, receivedAt: 500 }, 1300],
    // A broadcast older than the fetch's read: the screen does not go back to it.
    [
      'lower live counts that arrived after the fetch',
      { stats: { ...live, totalPlayers: 1200 }, receivedAt: 2000 },
      1234,
    ],
    ['live counts of another day', { stats: { ...live, date: '2026-11-20' }, receivedAt: 2000 }, 1234],
  ])('%s', (_name, received, totalPlayers) => {
    const merged = mergeStats(stats, received);
    expect(merged?.totalPlayers).toBe(totalPlayers);
    expect(merged?.maxPossibleScore).toBe(26); // targets always come from the fetch
  });

  it('takes each count on its own: the higher of fetch and live', () => {
    const merged = mergeStats(stats, {
      stats: { ...live, totalPlayers: 1, playersReachedWord: 999 },
      receivedAt: 1,
    });
    expect(merged?.totalPlayers).toBe(stats.totalPlayers);
    expect(merged?.playersReachedWord).toBe(999);
  });

  it('is undefined before the first fetch', () => {
    expect(mergeStats(undefined, { stats: live, receivedAt: 1 })).toBeUndefined();
  });
});
