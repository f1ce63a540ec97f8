import { SHARE_IMAGE_SIZE, SITE_DESCRIPTION, SITE_TITLE } from '@dozen/engine/contract';

/** What a page's link preview shows: the page, its card, and the words beside the card. */
export interface LinkPreview {
  /** The canonical address of the page (og:url). */
  pageUrl: string;
  imageUrl: string;
  description: string;
  imageAlt: string;
}

/** The preview of the game itself: today's card (the same for everyone). */
export function dailyPreview(publicUrl: string, imageUrl: string): LinkPreview {
  return {
    pageUrl: `${publicUrl}/`,
    imageUrl,
    description: SITE_DESCRIPTION,
    imageAlt: 'Today’s 12 Dozen letters with their points, and the day’s Target Score',
  };
}

/**
 * The preview of a shared score (`/?share=…`): the signed score against the day's Target Score,
 * naming the day, and saying when the game was played from the archive.
 */
export function scorePreview(
  pageUrl: string,
  imageUrl: string,
  score: { dateText: string; score: number; targetScore: number; wordCount: number; archive?: true },
): LinkPreview {
  const words = `${score.wordCount} ${score.wordCount === 1 ? 'word' : 'words'}`;
  // An archive game's day is over: the preview says it was played later, from the archive.
  const played = score.archive
    ? `on the puzzle of ${score.dateText}, played from the archive`
    : `on ${score.dateText}`;
  const line = `${score.score} of ${score.targetScore} points (the Target Score) with ${words} ${played}.`;
  return {
    pageUrl,
    imageUrl,
    description: `${line} ${SITE_DESCRIPTION}`,
    imageAlt: `A Dozen score card: ${line}`,
  };
}

/**
 * The link-preview tags (Open Graph and Twitter card) the server puts in every index.html it
 * sends, so a chat app or social site that fetches the page without running JavaScript shows the
 * title, the description and the card. URLs are absolute (crawlers need them), from PUBLIC_URL.
 * The <title> and the default description themselves are in client/index.html (a test keeps them
 * equal to SITE_TITLE and SITE_DESCRIPTION).
 */
export function linkPreviewTags(preview: LinkPreview): string {
  const properties: Array<[string, string]> = [
    ['og:type', 'website'],
    ['og:site_name', 'Dozen'],
    ['og:title', SITE_TITLE],
    ['og:description', preview.description],
    ['og:url', preview.pageUrl],
    ['og:image', preview.imageUrl],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(SHARE_IMAGE_SIZE.width)],
    ['og:image:height', String(SHARE_IMAGE_SIZE.height)],
    ['og:image:alt', preview.imageAlt],
  ];
  const names: Array<[string, string]> = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', SITE_TITLE],
    ['twitter:description', preview.description],
    ['twitter:image', preview.imageUrl],
  ];
  return [
    ...properties.map(
      ([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}">`,
    ),
    ...names.map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`),
  ].join('');
}

export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
