import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Compression of what the server sends. The build's scripts, styles, SVG and manifest are
 * compressed when the client is built (client/build/precompress.ts) and sent as they are
 * (static-client.ts); pages (index.html with its per-request tags and boot data) are compressed
 * here, per request, at a fast setting: a few kB, under a millisecond.
 *
 * Behind a proxy that compresses, nothing changes: a response that is already encoded is passed
 * through untouched by nginx's gzip.
 */
export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send for an Accept-Encoding header: brotli over gzip, none when neither is accepted. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Sends a page compressed when the client accepts it (a fast setting: pages differ per request). */
export async function sendCompressedPage(req: Request, res: Response, html: string): Promise<void> {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  res.type('html');
  res.append('Vary', 'Accept-Encoding');
  if (!encoding) {
    res.send(html);
    return;
  }
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzip(html, { level: 6 });
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
