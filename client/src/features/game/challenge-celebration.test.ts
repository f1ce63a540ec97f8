import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressKeys } from '../../api/progress-query.js';
import { showToast } from '../../shared/ui/toast.js';
import type * as Toasts from '../../shared/ui/toast.js';
import {
  celebrateChallenges,
  challengeToastText,
  noticeChallengePreview,
  PREVIEW_RELOAD_AFTER_TOAST_MS,
  resetChallengeCelebrations,
} from './challenge-celebration.js';
import { personalizedChallenge, previewOf, THREE_CHALLENGES } from '../../test-support/progress-fixtures.js';

const launched = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../shared/ui/toast.js', async (original) => ({
  ...(await original<typeof Toasts>()),
  showToast: vi.fn(),
}));
vi.mock('../../shared/ui/confetti.js', () => ({
  launchConfetti: async () => {
    launched.count++;
    return true;
  },
}));

const DATE = '2026-11-21';
const explorer = {
  id: 'c-20261121-easy-player1',
  title: 'Word Explorer',
  difficulty: 'easy',
  rewards: { points: 10 },
} as const;

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  launched.count = 0;
  vi.mocked(showToast).mockClear();
  resetChallengeCelebrations();
});
afterEach(() => {
  vi.useRealTimers();
});
const lastToast = () => vi.mocked(showToast).mock.calls.at(-1)?.[0];

describe('the Challenge Complete! celebration (spec 001 §4)', () => {
  it('a green toast for 6 s with the title and points, confetti, and the preview reloaded 1 s later', () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(celebrateChallenges([explorer], DATE, client)).toBe(true);
    expect(lastToast()).toMatchObject({
      title: 'Challenge Complete!',
      description: '"Word Explorer": +10 points',
      variant: 'success',
      durationMs: 6000,
    });
    expect(launched.count).toBe(1);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PREVIEW_RELOAD_AFTER_TOAST_MS);
    // One invalidation of every progress answer, the preview (['progress', 'challenge-preview', …]) among them.
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: progressKeys.all() });
    expect(progressKeys.challengePreview(DATE).slice(0, 1)).toEqual(progressKeys.all());
  });

  it('celebrates each challenge once, whoever tells first', () => {
    expect(celebrateChallenges([explorer], DATE, client)).toBe(true);
    expect(celebrateChallenges([explorer], DATE, client)).toBe(false);
    expect(launched.count).toBe(1);
  });

  it('names several challenges in one toast (one toast at a time)', () => {
    expect(
      challengeToastText([explorer, { id: 'b', title: 'Score Builder', rewards: { points: 25 } }])
        .description,
    ).toBe('"Word Explorer" and "Score Builder": +35 points');
  });

  it('a preview that newly shows a challenge completed is celebrated; one completed before is not', () => {
    noticeChallengePreview(previewOf([personalizedChallenge({ isCompleted: true })]), client);
    expect(launched.count).toBe(0);
    resetChallengeCelebrations();

    noticeChallengePreview(previewOf(THREE_CHALLENGES), client);
    expect(launched.count).toBe(0);
    const done = THREE_CHALLENGES.map((c, i) => (i === 0 ? { ...c, isCompleted: true } : c));
    noticeChallengePreview(previewOf(done), client);
    expect(launched.count).toBe(1);
    expect(lastToast()?.description).toBe('"Word Explorer": +10 points');
    // The reload 1 s later shows it completed again: no second celebration.
    noticeChallengePreview(previewOf(done), client);
    expect(launched.count).toBe(1);
  });
});
