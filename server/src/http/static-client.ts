import type { ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SiteLinkMeta } from '@dozen/engine/contract';
import { BOOT_DATA_ELEMENT_ID, type TBootData } from '@dozen/engine/contract';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { SiteLinks } from '../config.js';
import { sendCompressedPage } from './compression.js';
import { notFound } from './errors.js';
import { fillHomeShell, withoutHomeShell } from './home-shell.js';
import { escapeAttribute } from './link-preview.js';

export interface StaticClientOptions {
  siteLinks?: SiteLinks;
  /** Tags for the <head> that change with the day and the page (link previews and their card). */
  dynamicHeadTags?: (req: Request) => Promise<string>;
  /**
   * Today's stats and pool for this request's session (undefined when they cannot be read: the
   * client then asks the API). Sent with the app's pages, never with `/index.html`.
   */
  bootData?: (req: Request, res: Response) => Promise<TBootData | undefined>;
}

/**
 * The built client (client/dist) when it exists: hashed assets cached for a year, index.html
 * never cached (it names the current assets), and every other non-API GET path that names no
 * file answered with index.html so the client's router handles it (its own 404 page included).
 * A path that names a file (under /assets/, or with an extension) and finds none is a 404: a page
 * left open across a deployment asks for its old chunks, and its failed import then reloads it onto
 * the new build (client/src/features/offline/app-update.ts), where index.html sent as a script
 * would fail on its type, and a cache could keep it. Scripts and styles go compressed as the
 * build wrote them (brotli or gzip), pages compressed per request (compression.ts); every answer
 * that could have been compressed is marked `Vary`.
 *
 * index.html carries the operator's site links (support address, sister game) as <meta> tags the
 * client reads: configuration at run time, not baked into a build, and no inline script (the CSP
 * allows none). Unconfigured links get no tag, and the client shows no link. It also carries the
 * link-preview tags (`dynamicHeadTags`), so crawlers that run no JavaScript read them, and
 * today's stats and this session's pool (`bootData`), so the home screen needs no request for
 * its counts.
 */
export function staticClient(distDir: string, options: StaticClientOptions = {}): Router | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const metaTags = siteLinkMetaTags(options.siteLinks ?? {});
  const dynamicHeadTags = options.dynamicHeadTags ?? (async () => '');
  const bootData = options.bootData ?? (async () => undefined);
  const router = express.Router();

  // Read on every request (a few kB): a rebuilt client is served at once, never a stale index
  // naming assets that no longer exist.
  const sendPage = async (req: Request, res: Response, page: 'app' | 'shell') => {
    const [html, dynamicTags, data] = await Promise.all([
      readFile(indexFile, 'utf8'),
      dynamicHeadTags(req),
      page === 'app' ? bootData(req, res) : undefined,
    ]);
    if (page === 'app') {
      // The boot data is this session's: no shared cache may keep or reuse the page.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Vary', 'Cookie');
    } else res.setHeader('Cache-Control', 'no-cache');
    await sendCompressedPage(
      req,
      res,
      injectIntoHead(appPageBody(html, page, req.path, data), metaTags + dynamicTags + bootDataBlock(data)),
    );
  };
  const cacheControl = (filePath: string) =>
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const sendIndex: RequestHandler = (req, res) => sendPage(req, res, 'app');

  // The app shell the service worker keeps for offline use: the same page without anyone's data.
  router.get('/index.html', (req, res) => sendPage(req, res, 'shell'));
  // The build wrote each compressible file's .br and .gz beside it (client/build/precompress.ts):
  // the variant the request accepts is sent, brotli first, and every answer for a path that has
  // variants says `Vary: Accept-Encoding` (express-static-gzip, over serve-static).
  router.use(
    expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res: ServerResponse, filePath: string) =>
          res.setHeader('Cache-Control', cacheControl(filePath)),
      },
    }),
  );
  // It lists the compressed files once, at start, and names the encoding before it looks for the
  // file: a file gone since (a build replaced under a running server) passes on with that header
  // set, which the answer that follows (a 404, a page) must not carry.
  router.use((_req, res, next) => {
    res.removeHeader('Content-Encoding');
    next();
  });
  router.get('/{*splat}', (req, res, next) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) {
      next();
      return;
    }
    if (namesAFile(req.path)) {
      // Not even for a moment: the file may be there once this deployment's instances all are.
      res.setHeader('Cache-Control', 'no-store');
      return notFound(req, res, next);
    }
    return sendIndex(req, res, next);
  });
  return router;
}

/** A path for a file rather than a screen: under /assets/, or its last segment has an extension. */
function namesAFile(requestPath: string): boolean {
  return requestPath.startsWith('/assets/') || path.posix.extname(requestPath) !== '';
}

function siteLinkMetaTags(links: SiteLinks): string {
  const tags: Array<[string, string]> = [];
  if (links.supportEmail) tags.push([SiteLinkMeta.supportEmail, links.supportEmail]);
  if (links.sisterGame) {
    tags.push([SiteLinkMeta.sisterGameUrl, links.sisterGame.url]);
    tags.push([SiteLinkMeta.sisterGameName, links.sisterGame.name]);
  }
  return tags
    .map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`)
    .join('');
}

/**
 * The boot data as a JSON data block: not executed (so the CSP allows it), and `<` written as
 * \u003c so no value can close the element.
 */
export function bootDataBlock(data: TBootData | undefined): string {
  if (!data) return '';
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * The home screen prerendered into index.html: `/` gets it with the day's counts (the boot data's),
 * other app paths get none (they must not flash the home screen). The offline shell keeps it with
 * its placeholders; there, a path other than `/` hides it (client/public/theme-boot.js).
 */
function appPageBody(html: string, page: 'app' | 'shell', requestPath: string, data: TBootData | undefined) {
  if (page === 'shell') return html;
  return requestPath === '/' ? fillHomeShell(html, data) : withoutHomeShell(html);
}

function injectIntoHead(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.search(/<\/head>/i);
  return at < 0 ? tags + html : html.slice(0, at) + tags + html.slice(at);
}
