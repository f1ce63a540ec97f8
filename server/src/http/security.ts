import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { ApiRoute, ApiRouteSchemas, ErrorCode, type RouteSchemas } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';
import { mediaType } from './json-body.js';

/** The WebSocket origin matching the site's origin (Socket.IO connects there). */
function websocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * helmet with a strict Content-Security-Policy: only our own scripts, styles, images (and data:
 * images), fonts and connections (plus the WebSocket of the same origin); no plugins, no <base>,
 * no framing.
 */
function helmetFor(publicUrl: string): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", websocketOrigin(publicUrl)],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense (and is only honoured) over https.
    strictTransportSecurity: publicUrl.startsWith('https:')
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  }) as unknown as RequestHandler;
}

type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers helmet sets, computed once: our policy has no per-request part (no nonces), so
 * every response gets the same list, set in one loop instead of a dozen middlewares.
 */
function securityHeaderList(publicUrl: string): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let finished = false;
  helmetFor(publicUrl)({ method: 'GET', headers: {} } as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/** Sets helmet's headers on a response: every response gets them (API, client files, errors alike). */
export function securityHeaders(publicUrl: string): (res: ServerResponse) => void {
  const headers = securityHeaderList(publicUrl);
  return (res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * CSRF defence for cookie sessions: every state-changing request must come from our own pages.
 * Browsers send `Sec-Fetch-Site` on every request (same-origin for our own fetches); older ones
 * send `Origin` on cross-site and POST requests. A request with neither proving same-origin is
 * refused, so a foreign page (even a text/plain form, which needs no preflight) cannot act with a
 * player's cookie.
 */
function isSameOriginRequest(method: string, headers: IncomingHttpHeaders, expectedOrigin: string): boolean {
  if (SAFE_METHODS.has(method)) return true;
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return true;
  return fetchSite === undefined && headers.origin === expectedOrigin;
}

/** The refusal of a request no page of ours could have sent (403), or null. */
export function crossSiteRefusal(publicUrl: string): (req: IncomingMessage) => DomainError | null {
  const expectedOrigin = new URL(publicUrl).origin;
  return (req) =>
    isSameOriginRequest(req.method ?? '', req.headers, expectedOrigin)
      ? null
      : new DomainError(ErrorCode.CROSS_SITE_REQUEST, 'Cross-site requests are not allowed.');
}

/**
 * Routes a page sends to with `navigator.sendBeacon` as it is hidden (POST /api/events; `beacon`
 * in the contract's route table), which also take their JSON as `text/plain`.
 *
 * Why text/plain: a beacon's body type is its Content-Type. A string goes as
 * `text/plain;charset=UTF-8`, one of the CORS-safelisted types, and is always sent. A Blob of type
 * `application/json` is not safelisted: Chrome 59–80 threw a SecurityError for it even to our own
 * origin (crbug.com/490015), later versions send it only after a CORS preflight when cross-origin,
 * and other engines have differed; a beacon that throws or waits on a preflight while the page is
 * being unloaded is an event lost. So the client sends a string and we parse it as JSON.
 *
 * Why it is safe: text/plain is the type a foreign page can POST without a preflight (a form, a
 * no-cors fetch, its own beacon), and with our player's cookie. That is exactly what
 * `crossSiteRefusal`, which runs before this, refuses: a beacon carries `Sec-Fetch-Site` like any
 * fetch (`same-origin` from our pages), and a cross-site one is 403 before its body is read. The
 * body is then parsed with the same 16 KB limit and the route's strict schema, like any JSON body
 * (json-body.ts). Every other route stays JSON-only.
 */
const BEACON_PATHS: ReadonlySet<string> = new Set(
  (Object.entries(ApiRouteSchemas) as Array<[keyof typeof ApiRoute, RouteSchemas]>)
    .filter(([, schemas]) => schemas.beacon)
    .map(([name]) => ApiRoute[name].pattern),
);

function isBeaconRoute(req: Request): boolean {
  return req.method === 'POST' && BEACON_PATHS.has(req.path);
}

/** Whether a request's body is to be parsed as JSON: its type says so, or it is a beacon's text. */
export function isJsonBody(req: Request): boolean {
  const type = mediaType(req.headers);
  return type === 'application/json' || (type === 'text/plain' && isBeaconRoute(req));
}
