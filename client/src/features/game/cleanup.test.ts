import { describe, expect, it } from 'vitest';
import { CLEANUP_INTERVAL_MS, cleanupOldGameData, daysBetween } from './cleanup.js';
import { createMemoryStore } from '../../test-support/memory-store.js';

const NOW = 1_800_000_000_000;

describe('daysBetween', () => {
  it.each([
    ['2026-11-14', '2026-11-21', 7],
    ['2026-10-31', '2026-11-01', 1],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-03-07', '2026-03-09', 2],
  ])('%s → %s = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('cleanupOldGameData', () => {
  const keys = {
    'dozen_completedWords_p1_2026-11-13': '[]',
    'dozen_completedWords_p1_2026-11-14': '[]',
    'dozen_game_sync_failed_p1_2026-11-01': '[]',
    'dozen_game_sync_failed_p1_2026-11-20': '[]',
    dozen_game_state: '{}',
    'other_app_2020-01-01': 'x',
  };

  it('removes dated dozen_ keys older than 7 days and nothing else', () => {
    const store = createMemoryStore(keys);
    expect(cleanupOldGameData('2026-11-21', NOW, store).sort()).toEqual([
      'dozen_completedWords_p1_2026-11-13',
      'dozen_game_sync_failed_p1_2026-11-01',
    ]);
    expect(Object.keys(store.dump()).sort()).toEqual([
      'dozen_completedWords_p1_2026-11-14',
      'dozen_game_state',
      'dozen_game_sync_failed_p1_2026-11-20',
      'dozen_last_cleanup',
      'other_app_2020-01-01',
    ]);
  });

  it('runs at most every 8 hours', () => {
    const store = createMemoryStore({ dozen_last_cleanup: String(NOW - CLEANUP_INTERVAL_MS + 1), ...keys });
    expect(cleanupOldGameData('2026-11-21', NOW, store)).toEqual([]);
    expect(store.getItem('dozen_completedWords_p1_2026-11-13')).toBe('[]');
    expect(cleanupOldGameData('2026-11-21', NOW + 1, store)).toHaveLength(2);
    expect(store.getItem('dozen_last_cleanup')).toBe(String(NOW + 1));
  });
});
