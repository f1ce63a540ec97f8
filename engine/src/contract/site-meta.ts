/**
 * The page's title and description (spec 001 §2), shared by the server's link-preview tags
 * (Open Graph, Twitter card) and checked against client/index.html's <title> and description by
 * a test, so a crawler and a browser tab read the same words.
 */
export const SITE_TITLE = 'Dozen - Daily Word Puzzle Game';
export const SITE_DESCRIPTION =
  "Build words using today's 12 letters. Can you hit the target score or find the highest-scoring word using each letter only once?";

/**
 * The id of the page's boot data block (boot.ts says what it holds). Here, in a module without
 * zod, because the client's entry bundle reads it.
 */
export const BOOT_DATA_ELEMENT_ID = 'dozen-boot';
