import { createShareLink } from '../../api/http.js';

/** The game's own address: its link preview is the day's card (the same for everyone). */
export function gameAddress(): string {
  return `${location.origin}/`;
}

/**
 * The link a share carries: a page whose preview is the player's score card (POST
 * /api/share-token signs a score the server stored; server/src/share-image/share-token.ts): with
 * `gameId` that stored game's score, else the player's best of the day. Without a stored game
 * (a share in the middle of the first game), or without a connection, the game's own address.
 */
export async function shareLink(date: string, gameId?: string, archive = false): Promise<string> {
  // An archive game's card is that one stored game's: without it, the game's address.
  if (archive && !gameId) return gameAddress();
  try {
    return (await createShareLink(gameId ? { date, gameId, ...(archive && { archive }) } : { date })).url;
  } catch {
    return gameAddress();
  }
}
