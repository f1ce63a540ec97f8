/**
 * The HTTP anchors of `npm run bench -- server`. validate-word is measured against two, each
 * doing the route's own work (parse the body, check the word against the pool and the
 * dictionary, answer the same JSON) with nothing else:
 *   bare node:http — no framework at all;
 *   Express floor  — an Express 5 app with no middleware: its router, request/response
 *                    prototypes and res.json, i.e. what an Express route costs at least when served
 *                    the usual way (`http.createServer(app)`). It has the real app's settings (no
 *                    ETag, no X-Powered-By), so the floor is not lowered by work the app does not do.
 *   hosted floor   — the same app served as ours is (http/express-host.ts), for information: what
 *                    an Express route costs at least when served like ours.
 * submit-game's ceiling is the Express floor answering its request with no work (below).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { checkWord, type Dictionary } from '@dozen/engine';
import { ApiRoute } from '@dozen/engine/contract';
import { createExpressHost } from '@dozen/server/http/express-host';

export interface Anchor {
  /** The URL to send the benchmark's request to. */
  url: string;
  close(): Promise<void>;
}

type WordAnswer =
  { valid: true; word: string; score: number } | { valid: false; word: string; score: 0; reason: string };

/** The anchors' shared work: the body's word checked against the day's letters, or null for bad JSON. */
function answerWord(body: Buffer, letters: string, dictionary: Dictionary): WordAnswer | null {
  let word: string;
  try {
    word = String((JSON.parse(body.toString('utf8')) as { word?: unknown }).word ?? '');
  } catch {
    return null;
  }
  const checked = checkWord(word, letters, dictionary);
  return checked.ok
    ? { valid: true, word: checked.word, score: checked.score }
    : { valid: false, word, score: 0, reason: checked.code };
}

function readBody(req: http.IncomingMessage, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => done(Buffer.concat(chunks)));
}

async function listen(server: http.Server, path: string = ApiRoute.validateWord.pattern): Promise<Anchor> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function startBareServer(dictionary: Dictionary, letters: string): Promise<Anchor> {
  const server = http.createServer((req, res) => {
    readBody(req, (body) => {
      const answer = answerWord(body, letters, dictionary);
      if (!answer) {
        res.writeHead(400).end();
        return;
      }
      const json = JSON.stringify(answer);
      res
        .writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(json),
        })
        .end(json);
    });
  });
  return listen(server);
}

/**
 * `hosted`: served as the app is (http/express-host.ts: requests made on Express's prototypes from
 * the start), for information beside the floor, a plain `http.createServer(app)`.
 */
export function startExpressFloor(
  dictionary: Dictionary,
  letters: string,
  { hosted }: { hosted: boolean } = { hosted: false },
): Promise<Anchor> {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.post(ApiRoute.validateWord.pattern, (req, res) => {
    readBody(req, (body) => {
      const answer = answerWord(body, letters, dictionary);
      if (answer) res.json(answer);
      else res.status(400).end();
    });
  });
  if (!hosted) return listen(http.createServer(app));
  const host = createExpressHost();
  return listen(http.createServer(host.serverOptions, host.serve(app)));
}

/**
 * submit-game's ceiling: the same Express floor (no middleware, the app's settings) answering the
 * same request with no work at all: it parses the game and echoes its id, score and words. No
 * route served by Express answers this request faster, so `floor ÷ single-row inserts` is the most
 * submit-game's ratio could reach whatever it stores.
 */
export function startSubmitFloor(): Promise<Anchor> {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.post(ApiRoute.submitGame.pattern, (req, res) => {
    readBody(req, (body) => {
      try {
        const { gameId, finalScore, wordsUsed } = JSON.parse(body.toString('utf8')) as Record<
          string,
          unknown
        >;
        res.json({ gameId, finalScore, wordsUsed });
      } catch {
        res.status(400).end();
      }
    });
  });
  return listen(http.createServer(app), ApiRoute.submitGame.pattern);
}
