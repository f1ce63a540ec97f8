import { createShareLink } from '../api/http.js';

/**
 * The link a share carries: a page whose preview is the player's score card (POST
 * /api/share-token signs the player's stored best score of the day; server/src/share-image/
 * share-token.ts). Without a stored game yet (a share in the middle of the first game), or
 * without a connection, the game's own address: its preview is the day's card.
 */
export async function shareLink(date: string): Promise<string> {
  try {
    return (await createShareLink({ date })).url;
  } catch {
    return `${location.origin}/`;
  }
}
