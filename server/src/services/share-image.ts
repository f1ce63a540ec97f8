import { formatPuzzleDate, letterValue } from '@dozen/engine';
import { ApiRoute, ErrorCode, SHARE_QUERY_PARAMETER } from '@dozen/engine/contract';
import type { Auth } from '../auth/sessions.js';
import { DomainError } from '../domain-error.js';
import { cardStamp, createShareImageRenderer, type ShareImageRenderer } from '../share-image/render.js';
import type { ShareTokens } from '../share-image/share-token.js';
import type { ShareCard } from '../share-image/template.js';
import { findEntry } from '../storage/game-entries.js';
import { findGameScore } from '../storage/games.js';
import { startedPool, type GameContext } from './context.js';
import { today } from './day-policy.js';

export interface StampedCard {
  card: ShareCard;
  /** The card's version stamp (its ETag, and the `v` that earns a year of caching). */
  stamp: string;
}

/** A link to a player's score: the page to share, and its card. */
export interface ShareLink {
  token: string;
  /** `${PUBLIC_URL}/?share=<token>`. */
  url: string;
}

export interface ShareImageService {
  /** The day's card for `date` (default today): a day that has begun (404 otherwise). */
  dailyCard(date?: string): Promise<StampedCard>;
  /**
   * The card of a share token: the signed score against its day's Target Score. 403 for a token
   * this server did not sign (forged, altered, or signed with another AUTH_SECRET).
   */
  scoreCard(token: string): Promise<StampedCard>;
  /**
   * Signs a link to the caller's own stored best score of `date`, or with `game` to that stored
   * game's score, a day game's or an archive game's (404 without a game that day, or without that
   * game of the caller's that day).
   */
  shareLink(auth: Auth, date: string, game?: { id: string; archive: boolean }): Promise<ShareLink>;
  /** The absolute URL of a card with its stamp (a link preview's image). */
  imageUrl(stamped: StampedCard, query: { date: string } | { share: string }): string;
  renderer: ShareImageRenderer;
}

export function createShareImageService(
  context: GameContext,
  publicUrl: string,
  tokens: ShareTokens,
): ShareImageService {
  const site = new URL(publicUrl).host;
  const renderer = createShareImageRenderer();

  async function cardBase(day: string) {
    const pool = await startedPool(context, day);
    return {
      dateText: formatPuzzleDate(day),
      tiles: [...pool.letters].map((letter) => ({ letter, value: letterValue(letter) })),
      targetScore: pool.maxPossibleScore,
      site,
    };
  }

  const stamped = (card: ShareCard): StampedCard => ({ card, stamp: cardStamp(card) });

  return {
    renderer,
    async dailyCard(date) {
      return stamped({ kind: 'daily', ...(await cardBase(date ?? today(context.now))) });
    },
    async scoreCard(token) {
      const claim = tokens.verify(token);
      if (!claim) throw new DomainError(ErrorCode.FORBIDDEN, 'This share link was not made by Dozen.');
      // The score and a count only: the words themselves never go on a card.
      const { score, wordCount } = claim;
      const base = await cardBase(claim.date);
      return stamped({
        kind: 'score',
        ...base,
        score,
        wordCount,
        ...(claim.archive ? { archive: true } : {}),
      });
    },
    async shareLink(auth, date, game) {
      // What the server stored for this player, never what a client claims.
      const stored = !game
        ? await findEntry(context.sql, auth.userId, date).then(
            (entry) => entry && { finalScore: entry.finalScore, wordCount: entry.words.length },
          )
        : await findGameScore(context.sql, auth.userId, date, game);
      if (!stored || stored.wordCount === 0)
        throw new DomainError(ErrorCode.NOT_FOUND, 'You have no game on that day.');
      const archive = game?.archive ?? false;
      const token = tokens.sign({ date, score: stored.finalScore, wordCount: stored.wordCount, archive });
      const query = new URLSearchParams({ [SHARE_QUERY_PARAMETER]: token });
      return { token, url: `${publicUrl}/?${query}` };
    },
    imageUrl({ card, stamp }, which) {
      const query = new URLSearchParams({ type: card.kind, format: 'png', ...which, v: stamp });
      return `${publicUrl}${ApiRoute.socialShareImage.path()}?${query}`;
    },
  };
}
