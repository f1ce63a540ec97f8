import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { notModified } from './not-modified.js';

/**
 * Compression of the built client (the first load's largest cost: its JavaScript is about a third
 * of its raw size in brotli, and a phone on a slow network pays for every byte).
 *
 * - Files of the build that compress (scripts, styles, SVG, the manifest) are compressed once per
 *   file version and kept in memory: gzip at once (milliseconds), brotli at its best quality in
 *   the background (seconds for the entry script, in libuv's thread pool, never on the event
 *   loop). Until a file's brotli is ready, gzip is sent. `warm` starts them all at boot.
 * - Pages (index.html with its per-request tags and boot data) are compressed per request at a
 *   fast setting: a few kB, under a millisecond.
 *
 * Behind a proxy that compresses, nothing changes: a response that is already encoded is passed
 * through untouched by nginx's gzip.
 */
export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /\.(js|mjs|css|svg|webmanifest|json|txt)$/;

/** Whether a file of the build is sent compressed to clients that accept it (so its answers vary). */
export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE.test(filePath);
}

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

interface Compressed {
  version: string;
  gzip: Promise<Buffer>;
  br: Promise<Buffer>;
  /** Set once the brotli bytes exist (until then gzip is sent). */
  brReady: Buffer | null;
}

export interface StaticCompression {
  /** Serves a compressed build file, or passes on (not compressible, not accepted, not found). */
  files: RequestHandler;
  /** Starts compressing these files (paths relative to the build) in the background. */
  warm(relativePaths: string[]): void;
}

export function staticCompression(
  distDir: string,
  cacheControl: (filePath: string) => string,
): StaticCompression {
  const cache = new Map<string, Compressed>();
  const root = path.resolve(distDir);

  async function compressed(file: string): Promise<Compressed | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.size}-${info.mtimeMs}`;
    const known = cache.get(file);
    if (known?.version === version) return known;
    const bytes = readFile(file);
    const entry: Compressed = {
      version,
      gzip: bytes.then((raw) => gzip(raw, { level: 9 })),
      br: bytes.then((raw) =>
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      ),
      brReady: null,
    };
    entry.br.then(
      (ready) => {
        entry.brReady = ready;
      },
      () => cache.delete(file),
    );
    entry.gzip.catch(() => cache.delete(file));
    cache.set(file, entry);
    return entry;
  }

  const files: RequestHandler = async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCompressible(req.path)) return next();
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    // Never outside the build, never a dot-file (express.static's own rules decide those).
    if (!file.startsWith(root + path.sep) || file.split(path.sep).some((part) => part.startsWith('.')))
      return next();
    const entry = await compressed(file);
    if (!entry) return next();
    const chosen = encoding === 'br' && entry.brReady ? 'br' : 'gzip';
    const body = chosen === 'br' ? entry.brReady! : await entry.gzip;
    const etag = `"${createHash('sha1').update(`${entry.version}-${chosen}`).digest('base64url').slice(0, 16)}"`;
    res.setHeader('Cache-Control', cacheControl(file));
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    res.type(path.extname(file));
    if (notModified(req, etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Encoding', chosen);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return {
    files,
    warm(relativePaths) {
      for (const relative of relativePaths.filter(isCompressible)) void compressed(path.join(root, relative));
    },
  };
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
