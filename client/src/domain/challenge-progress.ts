import { evaluateChallenge, findCompletedPreviewChallenge, type ChallengeTargetMetrics } from '@dozen/engine';
import type { TChallengePreviewResponse, TPersonalizedChallenge } from '@dozen/engine/contract';
import { checkedWords, totalScore, type GameState } from './game-state.js';

/**
 * A challenge against the game being played, with the engine's own rules (rules/challenges.ts):
 * the list's live progress and the "reached" check after each word. Only the server completes a
 * challenge, from the stored game; what is computed here is what the player sees until then.
 * Words kept offline and not checked yet count for nothing here, as in the score.
 */

type PlayedGame = Pick<GameState, 'date' | 'completedWords' | 'continuousMode'>;

/**
 * Today's target words stay hidden from the player until revealed, so a word_discovery challenge
 * arrives without them; the game knows which of its own words are target words (validate-word
 * said so as each was found), which is all the count needs.
 */
function withFoundTargetWords(metrics: ChallengeTargetMetrics, game: PlayedGame): ChallengeTargetMetrics {
  if (metrics.targetWords !== undefined) return metrics;
  return {
    ...metrics,
    targetWords: checkedWords(game)
      .filter((w) => w.isTargetWord)
      .map((w) => w.word),
  };
}

/** Challenges count normal games of their own date (continuous games score 0 and reuse tiles). */
function counts(game: PlayedGame | null, date: string): game is PlayedGame {
  return game !== null && !game.continuousMode && game.date === date && checkedWords(game).length > 0;
}

export interface LiveProgress {
  /** 0–100, capped: the server's best stored game or this game, whichever is further along. */
  percent: number;
  /** This game meets it; the server will complete it once the game is stored. */
  reachedThisGame: boolean;
}

export function liveChallengeProgress(
  challenge: TPersonalizedChallenge,
  game: PlayedGame | null,
): LiveProgress {
  if (challenge.isCompleted) return { percent: 100, reachedThisGame: false };
  if (!counts(game, challenge.date)) return { percent: challenge.progress, reachedThisGame: false };
  const evaluation = evaluateChallenge(
    { ...challenge, targetMetrics: withFoundTargetWords(challenge.targetMetrics, game) },
    { finalScore: totalScore(game), words: checkedWords(game) },
  );
  return { percent: Math.max(challenge.progress, evaluation.progress), reachedThisGame: evaluation.complete };
}

export type PreviewChallenge = TChallengePreviewResponse['todayChallenges'][number];

/**
 * After a valid word: the first open challenge of the preview that this game now meets and that
 * no earlier word of it met (spec 001 §5 preview checks), for the word's feedback (precedence 5).
 */
export function newlyReachedChallenge(
  preview: TChallengePreviewResponse | undefined,
  game: PlayedGame,
  alreadyReached: ReadonlySet<string>,
): PreviewChallenge | null {
  if (!preview || !counts(game, preview.date)) return null;
  const open = preview.todayChallenges
    .filter((c) => !alreadyReached.has(c.id))
    .map((c) => ({ ...c, targetMetrics: withFoundTargetWords(c.targetMetrics, game) }));
  const found = findCompletedPreviewChallenge(checkedWords(game), totalScore(game), open);
  return found ? (preview.todayChallenges.find((c) => c.id === found.id) ?? null) : null;
}
