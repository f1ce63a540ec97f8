import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import {
  ApiPath,
  ErrorCode,
  MAX_BODY_BYTES,
  ZValidateWordRequest,
  type TValidateWordResponse,
} from '@dozen/engine/contract';
import { resolveSession } from '../auth/middleware.js';
import type { SessionService } from '../auth/sessions.js';
import type { Logger } from '../logger.js';
import type { WordService } from '../services/words.js';
import { ApiError, sendError } from './errors.js';
import type { RateLimitSet } from './rate-limit.js';
import { applyHeaders, CROSS_SITE_MESSAGE, isSameOriginRequest, type HeaderList } from './security.js';
import { validate } from './validate.js';

/**
 * POST /api/validate-word without Express. It is called for every word a player types, and
 * Express's own per-request work (prototypes, router, body-parser) costs more than the route
 * itself. This path runs the same steps with the same functions — security headers, CSRF check,
 * a JSON body of at most 16 KB, the session, the two rate limits, the contract's schema, the word
 * service, the same error answers — for the requests a browser sends. Anything unusual (a query
 * string, another content type or charset, a compressed body) goes to Express's route instead,
 * which stays the reference; the suites exercise both.
 *
 * It may also answer from a session lookup of the last SESSION_STALENESS_MS: a session revoked on
 * another instance can validate words for those seconds more, and nothing else.
 */
export const SESSION_STALENESS_MS = 10_000;

export interface FastValidateWordDeps {
  app: Express;
  publicUrl: string;
  secureCookies: boolean;
  sessions: SessionService;
  rateLimits: RateLimitSet;
  words: WordService;
  logger: Logger;
  securityHeaders: HeaderList;
}

export interface FastRoute {
  /** The request is a plain browser call of this route (otherwise Express handles it). */
  accepts(req: IncomingMessage): boolean;
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/** application/json, with no charset or utf-8 — what body-parser would decode the same way. */
const PLAIN_JSON = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
/** body-parser's strict mode: the first non-blank character opens an object or an array. */
const FIRST_CHARACTER = /^[ \t\n\r]*(.)/;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      req.resume();
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!tooLarge) resolve(Buffer.concat(chunks));
    });
    // The client hung up mid-body (or its stream broke): its doing, answered like body-parser's
    // `request.aborted`, and not logged as a server error.
    req.on('error', () => reject(new ApiError(ErrorCode.MALFORMED_JSON, 'The request was aborted.')));
  });
}

/** The body as body-parser's strict JSON parser would give it. */
function parseJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  const text = body.toString('utf8');
  const first = FIRST_CHARACTER.exec(text)?.[1];
  if (first !== '{' && first !== '[')
    throw new ApiError(ErrorCode.MALFORMED_JSON, 'The request body is not valid JSON.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(ErrorCode.MALFORMED_JSON, 'The request body is not valid JSON.');
  }
}

export function createFastValidateWord(deps: FastValidateWordDeps): FastRoute {
  const expectedOrigin = new URL(deps.publicUrl).origin;
  /**
   * Express's own `req.ip` (trust proxy included), read through the app's request prototype: a
   * small class whose instances inherit from it, so a request costs one ordinary object (an
   * Object.create with property descriptors per request made a slow dictionary-mode object). Its
   * fields are own properties (ES2022 class fields), shadowing IncomingMessage's accessors.
   */
  class RequestProbe {
    readonly socket: Socket;
    readonly connection: Socket;
    readonly headers: IncomingHttpHeaders;
    constructor(req: IncomingMessage) {
      this.socket = req.socket;
      this.connection = req.socket;
      this.headers = req.headers;
    }
  }
  Object.setPrototypeOf(RequestProbe.prototype, deps.app.request);
  const clientIp = (req: IncomingMessage): string =>
    (new RequestProbe(req) as unknown as { ip?: string }).ip ?? 'unknown';

  /**
   * The success answer's fixed headers as one flat list, built once: writeHead() with a raw list
   * takes them in one call, where a setHeader() per header (validation and bookkeeping each time,
   * a dozen times per request) was a visible share of the route's cost. Error answers, rare, set
   * the same security headers one by one (see handle).
   */
  const okHeaders: string[] = [
    ...deps.securityHeaders.flat(),
    'Cache-Control',
    'no-store',
    'Content-Type',
    'application/json; charset=utf-8',
  ];

  function sendOk(res: ServerResponse, answer: TValidateWordResponse): void {
    const json = JSON.stringify(answer);
    // A Set-Cookie from resolveSession (rare: a slid expiry) is merged in by writeHead.
    res.writeHead(200, [...okHeaders, 'Content-Length', String(Buffer.byteLength(json))]).end(json);
  }

  /** The checks and the answer; `progress.bodyRead` tells the error path how far it got. */
  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    progress: { bodyRead: boolean },
  ): Promise<TValidateWordResponse> {
    if (!isSameOriginRequest(req.method, req.headers, expectedOrigin)) {
      req.resume();
      throw new ApiError(ErrorCode.CROSS_SITE_REQUEST, CROSS_SITE_MESSAGE);
    }
    let body: unknown;
    try {
      body = parseJson(await readBody(req, MAX_BODY_BYTES));
    } catch (error) {
      if (error instanceof BodyTooLarge)
        throw new ApiError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
      throw error;
    }
    progress.bodyRead = true;
    const auth = await resolveSession(deps.sessions, req.headers, res, {
      secureCookies: deps.secureCookies,
      maxStalenessMs: SESSION_STALENESS_MS,
    });
    await deps.rateLimits.wordsPerIp.consume(clientIp(req));
    if (auth) await deps.rateLimits.wordsPerSession.consume(auth.sessionId);
    const request = validate(ZValidateWordRequest, body, 'body');
    return deps.words.validate(request, auth);
  }

  return {
    accepts(req) {
      if (req.method !== 'POST' || req.url !== ApiPath.validateWord) return false;
      const type = req.headers['content-type'];
      if (type === undefined || !PLAIN_JSON.test(type)) return false;
      const encoding = req.headers['content-encoding'];
      return encoding === undefined || encoding.toLowerCase() === 'identity';
    },
    handle(req, res) {
      const progress = { bodyRead: false };
      respond(req, res, progress)
        .then((answer) => sendOk(res, answer))
        .catch((error: unknown) => {
          if (res.headersSent) {
            deps.logger.error({ err: error }, 'validate-word failed after answering');
            return;
          }
          applyHeaders(res, deps.securityHeaders);
          // As on Express's API router, where no-store is set after the body parser: its
          // earlier refusals (cross-site, too large, bad JSON) go without it.
          if (progress.bodyRead) res.setHeader('Cache-Control', 'no-store');
          sendError(res, error, deps.logger, { method: req.method, path: ApiPath.validateWord });
        });
    },
  };
}
