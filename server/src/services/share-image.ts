import { formatPuzzleDate, letterValue } from '@dozen/engine';
import { ApiRoute, ErrorCode, type TShareImageType } from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { cardStamp, createShareImageRenderer, type ShareImageRenderer } from '../share-image/render.js';
import type { ShareCard } from '../share-image/template.js';
import { findEntry } from '../storage/game-entries.js';
import { startedPool, type GameContext } from './context.js';
import { today } from './day-policy.js';

export interface StampedCard {
  card: ShareCard;
  /** The card's version stamp (its ETag, and the `v` that earns a year of caching). */
  stamp: string;
}

export interface ShareImageService {
  /**
   * What a card of `type` shows for `date` (default today): a day that has begun (404 otherwise);
   * `score` is the caller's own best score of that day (404 when they have no game on it).
   */
  card(type: TShareImageType, auth: Auth | null, date?: string): Promise<StampedCard>;
  /** The absolute URL of today's `daily` card with its stamp: the link preview's image. */
  dailyImageUrl(): Promise<string>;
  renderer: ShareImageRenderer;
}

export function createShareImageService(context: GameContext, publicUrl: string): ShareImageService {
  const site = new URL(publicUrl).host;
  const renderer = createShareImageRenderer();

  async function card(type: TShareImageType, auth: Auth | null, date?: string): Promise<StampedCard> {
    const day = date ?? today(context.now);
    const pool = await startedPool(context, day);
    const base = {
      dateText: formatPuzzleDate(day),
      tiles: [...pool.letters].map((letter) => ({ letter, value: letterValue(letter) })),
      targetScore: pool.maxPossibleScore,
      site,
    };
    let shown: ShareCard;
    if (type === 'daily') shown = { kind: 'daily', ...base };
    else {
      if (!auth)
        throw new DomainError(ErrorCode.UNAUTHENTICATED, 'A score card is the caller’s own: no session.');
      const entry = await findEntry(context.sql, auth.userId, day);
      if (!entry) throw new DomainError(ErrorCode.NOT_FOUND, 'You have no game on that day.');
      // The score and a count only: the words themselves never go on a card.
      shown = { kind: 'score', ...base, score: entry.finalScore, wordCount: entry.words.length };
    }
    return { card: shown, stamp: cardStamp(shown) };
  }

  return {
    card,
    renderer,
    async dailyImageUrl() {
      const date = today(context.now);
      const { card: daily, stamp } = await card('daily', null, date);
      const query = new URLSearchParams({ type: daily.kind, format: 'png', date, v: stamp });
      return `${publicUrl}${ApiRoute.socialShareImage.path()}?${query}`;
    },
  };
}
