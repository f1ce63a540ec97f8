import { formatPuzzleDate } from '@dozen/engine';
import type { TDailyPoolResponse } from '@dozen/engine/contract';
import { track } from '../../api/analytics.js';
import { showToast } from '../../shared/ui/toast.js';
import { targetScoreOf } from '../../domain/day-facts.js';
import { checkedWords, totalScore, type GameState } from '../../domain/game-state.js';
import { COPIED_TOAST, shareOrCopy } from '../../shared/share-sheet.js';
import { shareText, type ShareMoment } from './share.js';

/** The same moment as the analytics contract names it. */
const SHARE_EVENT = {
  topWord: 'top_word',
  allTargets: 'all_targets',
  targetScore: 'target_score',
  gameComplete: 'game_complete',
} as const satisfies Record<ShareMoment, string>;

/**
 * Every Share button's one path (a celebration's, Game Complete's): this game's text with `url`,
 * through the share sheet or the clipboard, recorded for analytics, and 'Copied to clipboard!'
 * when it was copied. An archive game's share names its day, says it was played from the
 * archive, and is recorded as archive_share (today's date), never as the day's share.
 */
export async function shareGame(
  moment: ShareMoment,
  pool: TDailyPoolResponse,
  game: GameState,
  url: string,
  fromArchive = false,
): Promise<void> {
  const text = shareText({
    moment,
    letters: pool.letters,
    dateLabel: formatPuzzleDate(pool.date),
    score: totalScore(game),
    targetScore: targetScoreOf(pool),
    continuous: game.continuousMode,
    // Checked words only, as the score and the card count them.
    wordCount: checkedWords(game).length,
    url,
    fromArchive,
  });
  const result = await shareOrCopy(text);
  if (fromArchive) track('archive_share', { result });
  else track('share', { achievement: SHARE_EVENT[moment], result }, pool.date);
  if (result === 'copied') showToast({ ...COPIED_TOAST, variant: 'success' });
}
