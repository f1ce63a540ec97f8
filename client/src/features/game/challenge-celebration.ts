import type { TChallengePreviewResponse, TCompletedChallengeSummary } from '@dozen/engine/contract';
import type { QueryClient } from '@tanstack/react-query';
import { track } from '../../api/analytics.js';
import { progressKeys } from '../../api/progress-query.js';
import { launchConfetti } from '../../shared/ui/confetti.js';
import { showToast, TOAST_DURATION_MS } from '../../shared/ui/toast.js';

/**
 * The 'Challenge Complete!' celebration (spec 001 §4): a green toast with the challenge's title and
 * reward points for 6 s (spec 000 §9), confetti, and the challenge preview reloaded 1 s after the
 * toast. Only the server completes a challenge: this celebrates what submit-game answered, or what
 * a reloaded preview newly shows completed (a game stored from another tab or a later sync). Each
 * challenge is celebrated once per page, whichever of the two tells first.
 */

export const PREVIEW_RELOAD_AFTER_TOAST_MS = 1_000;

export type CelebratedChallenge = Pick<TCompletedChallengeSummary, 'id' | 'title' | 'rewards' | 'difficulty'>;

const celebrated = new Set<string>();
/** Per date, the challenges the last preview showed still open. */
const openInPreview = new Map<string, Set<string>>();

const points = (n: number) => `+${n} ${n === 1 ? 'point' : 'points'}`;

/** The toast's text: one toast at a time, so several challenges completed together share one. */
export function challengeToastText(challenges: readonly Omit<CelebratedChallenge, 'difficulty'>[]): {
  title: string;
  description: string;
} {
  const total = challenges.reduce((sum, c) => sum + c.rewards.points, 0);
  const titles = challenges.map((c) => `"${c.title}"`);
  const named =
    titles.length <= 1 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  return { title: 'Challenge Complete!', description: `${named}: ${points(total)}` };
}

/** Celebrates the challenges not celebrated yet on this page; answers whether it did. */
export function celebrateChallenges(
  challenges: readonly CelebratedChallenge[],
  date: string,
  queryClient: QueryClient,
): boolean {
  const fresh = challenges.filter((c) => !celebrated.has(c.id));
  if (fresh.length === 0) return false;
  for (const c of fresh) {
    celebrated.add(c.id);
    openInPreview.get(date)?.delete(c.id);
    track('challenge_complete', { difficulty: c.difficulty }, date);
  }
  showToast({ ...challengeToastText(fresh), variant: 'success', durationMs: TOAST_DURATION_MS.challenge });
  void launchConfetti();
  // The preview, and with it every progress view (the list, points, rank), once: one
  // invalidation, as a second would cancel and repeat the first one's requests.
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: progressKeys.all() });
  }, PREVIEW_RELOAD_AFTER_TOAST_MS);
  return true;
}

/**
 * Reads a preview as it arrives: a challenge it shows completed that an earlier preview of this
 * page showed open was completed by the server meanwhile, and is celebrated (once).
 */
export function noticeChallengePreview(preview: TChallengePreviewResponse, queryClient: QueryClient): void {
  const wasOpen = openInPreview.get(preview.date);
  const nowOpen = new Set(preview.todayChallenges.filter((c) => !c.isCompleted).map((c) => c.id));
  openInPreview.set(preview.date, nowOpen);
  if (!wasOpen) return;
  const newlyCompleted = preview.todayChallenges.filter((c) => c.isCompleted && wasOpen.has(c.id));
  if (newlyCompleted.length > 0) celebrateChallenges(newlyCompleted, preview.date, queryClient);
}

/** Test helper: forget what this page celebrated. */
export function resetChallengeCelebrations(): void {
  celebrated.clear();
  openInPreview.clear();
}
