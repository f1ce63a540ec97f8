import { SHARE_IMAGE_SIZE, SITE_DESCRIPTION, SITE_TITLE } from '@dozen/engine/contract';

/**
 * The link-preview tags (Open Graph and Twitter card) the server puts in every index.html it
 * sends, so a chat app or social site that fetches the page without running JavaScript shows the
 * title, the description and today's card. URLs are absolute (crawlers need them), from
 * PUBLIC_URL. The <title> and description themselves are in client/index.html (a test keeps them
 * equal to SITE_TITLE and SITE_DESCRIPTION).
 */
export function linkPreviewTags(publicUrl: string, imageUrl: string): string {
  const properties: Array<[string, string]> = [
    ['og:type', 'website'],
    ['og:site_name', 'Dozen'],
    ['og:title', SITE_TITLE],
    ['og:description', SITE_DESCRIPTION],
    ['og:url', `${publicUrl}/`],
    ['og:image', imageUrl],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(SHARE_IMAGE_SIZE.width)],
    ['og:image:height', String(SHARE_IMAGE_SIZE.height)],
    ['og:image:alt', 'Today’s 12 Dozen letters with their points, and the day’s Target Score'],
  ];
  const names: Array<[string, string]> = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', SITE_TITLE],
    ['twitter:description', SITE_DESCRIPTION],
    ['twitter:image', imageUrl],
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
