/**
 * What a crawler reads of a shared link, for tests: a page's link-preview tags and its card's
 * size. The server's tests and the browser tests (client/e2e) both use it, so it needs no
 * test runner of its own.
 */

/** The content of `<meta {key}="{value}" content="…">` in `html`, unescaped; undefined without one. */
export function metaContent(html: string, key: 'property' | 'name', value: string): string | undefined {
  const raw = new RegExp(`<meta ${key}="${value}" content="([^"]*)">`).exec(html)?.[1];
  return raw
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's width and height (its first chunk, IHDR), or null for bytes that are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, at) => bytes[at] !== byte)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
