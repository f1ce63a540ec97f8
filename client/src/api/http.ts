import {
  ApiRoute,
  type TDailyPoolResponse,
  type TEventBatchRequest,
  type TEventBatchResponse,
  type TGameEntry,
  type THealthResponse,
  type TIncrementHintRequest,
  type TIncrementHintResponse,
  type TRevealRequest,
  type TRevealTargetWordsResponse,
  type TRevealTargetsResponse,
  type TRevealTopWordResponse,
  type TSessionRequest,
  type TSessionResponse,
  type TShareTokenRequest,
  type TShareTokenResponse,
  type TStatsResponse,
  type TSubmitGameRequest,
  type TSubmitGameResponse,
  type TTopWordCountResponse,
  type TValidateWordRequest,
  type TValidateWordResponse,
} from '@dozen/engine/contract';
import { ContractError, HttpError, isGatewayStatus, isNotFound, parseErrorBody } from './errors.js';
import { NetworkError } from './network-error.js';
import { reportAnswer, reportNoAnswer } from './connectivity.js';
import { loadContract, type Contract } from './contract.js';
import { reportSessionEnded } from './session-ended.js';

/**
 * Every REST call of the client (ARCHITECTURE convention 7). Defaults of spec 000 §7 / 001 §7:
 * cookies always, a 30-second timeout, a JSON content type only when there is a body, answers
 * parsed with the engine's contract. Each call's outcome feeds the app's connectivity state
 * (connectivity.ts): an answer of the server's, or none.
 */

export const REQUEST_TIMEOUT_MS = 30_000;

/** The slice of a zod schema the client needs (kept structural so the client needs no zod import). */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Picks the answer's schema from the contract (loaded on demand: see contract.ts). */
  schema: (contract: Contract) => Schema<T>;
  signal?: AbortSignal;
  /** `no-store` bypasses the browser's HTTP cache (game-entry after a change). */
  cache?: RequestCache;
  timeoutMs?: number;
  /** Lets the request outlive the page (a batch of events sent as the page hides). */
  keepalive?: boolean;
}

export async function requestJson<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, signal, cache, timeoutMs = REQUEST_TIMEOUT_MS, keepalive } = options;
  // Fetch the schemas while the request is in flight.
  const contract = loadContract();

  // One controller for both the caller's signal and the timeout (AbortSignal.any and
  // AbortSignal.timeout are too new for the browsers Dozen supports).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort);

  const init: RequestInit = {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    signal: controller.signal,
  };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (cache) init.cache = cache;
  if (keepalive) init.keepalive = true;

  let response: Response;
  let text: string;
  try {
    response = await fetch(path, init);
    text = await response.text();
  } catch (error) {
    // A caller's own abort is not a network failure: pass it through untouched.
    if (signal?.aborted) throw error;
    reportNoAnswer();
    if (timedOut)
      throw new NetworkError('timeout', `Request timed out after ${timeoutMs / 1000} s`, { cause: error });
    throw new NetworkError('network', error instanceof Error ? error.message : 'Failed to fetch', {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  // Every successful answer of the API is JSON: a page instead came from something between here
  // and Dozen (a captive portal's sign-in page), and is as good as no answer.
  if (response.ok && text && !(response.headers.get('Content-Type') ?? '').includes('json')) {
    reportNoAnswer();
    throw new NetworkError('network', `An answer that is not Dozen's (${response.status})`);
  }
  if (isGatewayStatus(response.status)) reportNoAnswer();
  else reportAnswer();

  if (!response.ok) {
    const apiError = await parseErrorBody(text);
    // GET /api/me's 401 is the identity check's own answer (api/session-boot.ts), not news.
    if (response.status === 401 && apiError?.code === 'UNAUTHENTICATED' && path !== ApiRoute.me.path())
      reportSessionEnded();
    throw new HttpError(
      response.status,
      text,
      apiError,
      response.statusText,
      response.headers.get('Retry-After'),
    );
  }

  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ContractError(path, 'the body is not JSON');
  }
  const parsed = schema(await contract).safeParse(json);
  if (!parsed.success) throw new ContractError(path, parsed.error.message);
  return parsed.data;
}

/** A POST with a JSON body: the shape of every call that sends something. */
export function postJson<T>(
  path: string,
  body: unknown,
  schema: RequestOptions<T>['schema'],
  options: Pick<RequestOptions<T>, 'signal' | 'keepalive'> = {},
): Promise<T> {
  return requestJson(path, { method: 'POST', body, schema, ...options });
}

function withDate(path: string, date: string | undefined): string {
  return date ? `${path}?date=${encodeURIComponent(date)}` : path;
}

// ---- reachability (api/reachability.ts)
/** The cheapest question the server answers: whether it can be reached at all. */
export function getHealth(signal?: AbortSignal): Promise<THealthResponse> {
  return requestJson(ApiRoute.health.path(), { schema: (c) => c.ZHealthResponse, signal, cache: 'no-store' });
}

// ---- session (called only from api/session-boot.ts, in the identity lane)
/** Creates an anonymous session when there is none, else answers the current one. */
export function createSession(request: TSessionRequest, signal?: AbortSignal): Promise<TSessionResponse> {
  return postJson(ApiRoute.session.path(), request, (c) => c.ZSessionResponse, { signal });
}

/** Who the session cookie names, or 401: a GET never creates anything. */
export function getMe(signal?: AbortSignal): Promise<TSessionResponse> {
  return requestJson(ApiRoute.me.path(), { schema: (c) => c.ZSessionResponse, signal });
}

// ---- the day
export function getDailyPool(date?: string, signal?: AbortSignal): Promise<TDailyPoolResponse> {
  return requestJson(withDate(ApiRoute.dailyPool.path(), date), {
    schema: (c) => c.ZDailyPoolResponse,
    signal,
  });
}

export function getStats(date?: string, signal?: AbortSignal): Promise<TStatsResponse> {
  return requestJson(withDate(ApiRoute.stats.path(), date), { schema: (c) => c.ZStatsResponse, signal });
}

export function getTopWordCount(date: string, signal?: AbortSignal): Promise<TTopWordCountResponse> {
  return requestJson(ApiRoute.topWordCount.path({ date }), {
    schema: (c) => c.ZTopWordCountResponse,
    signal,
  });
}

/**
 * The player's entry for a date, or null when there is none (404: the caller falls back to
 * local data, spec 000 §7). Other failures read 'Failed to fetch game entry: {status}'.
 */
export async function getGameEntry(
  playerId: string,
  date: string,
  options: { bustCache?: boolean; signal?: AbortSignal } = {},
): Promise<TGameEntry | null> {
  const path = ApiRoute.gameEntry.path({ playerId, date });
  try {
    const answer = await requestJson(path, {
      schema: (c) => c.ZGameEntryResponse,
      signal: options.signal,
      ...(options.bustCache ? { cache: 'no-store' as const } : {}),
    });
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return null;
    if (error instanceof HttpError) {
      throw Object.assign(new Error(`Failed to fetch game entry: ${error.status}`), { cause: error });
    }
    throw error;
  }
}

// ---- playing
/** 200 with `{valid:false, reason}` for a word that isn't one; a 429 throws an HttpError (isRateLimited). */
export function validateWord(
  request: TValidateWordRequest,
  signal?: AbortSignal,
): Promise<TValidateWordResponse> {
  return postJson(ApiRoute.validateWord.path(), request, (c) => c.ZValidateWordResponse, { signal });
}

export function submitGame(request: TSubmitGameRequest, signal?: AbortSignal): Promise<TSubmitGameResponse> {
  return postJson(ApiRoute.submitGame.path(), request, (c) => c.ZSubmitGameResponse, { signal });
}

export function incrementHint(
  userId: string,
  date: string,
  request: TIncrementHintRequest,
): Promise<TIncrementHintResponse> {
  return postJson(ApiRoute.incrementHint.path({ userId, date }), request, (c) => c.ZIncrementHintResponse);
}

/**
 * A signed link to the caller's stored best score of a date (404 without a game that day). Not a
 * mutation: it changes nothing stored, and nothing in the query cache depends on it.
 */
export function createShareLink(request: TShareTokenRequest): Promise<TShareTokenResponse> {
  return postJson(ApiRoute.shareToken.path(), request, (c) => c.ZShareTokenResponse);
}

// ---- reveal
export function revealTargets(request: TRevealRequest): Promise<TRevealTargetsResponse> {
  return postJson(ApiRoute.revealTargets.path(), request, (c) => c.ZRevealTargetsResponse);
}

export function revealTopWord(request: TRevealRequest): Promise<TRevealTopWordResponse> {
  return postJson(ApiRoute.revealTopWord.path(), request, (c) => c.ZRevealTopWordResponse);
}

export function revealTargetWords(request: TRevealRequest): Promise<TRevealTargetWordsResponse> {
  return postJson(ApiRoute.revealTargetWords.path(), request, (c) => c.ZRevealTargetWordsResponse);
}

// ---- analytics (api/analytics.ts batches them)
export function postEvents(
  request: TEventBatchRequest,
  options: { keepalive?: boolean } = {},
): Promise<TEventBatchResponse> {
  return postJson(ApiRoute.events.path(), request, (c) => c.ZEventBatchResponse, options);
}

/**
 * The same POST /api/events by `navigator.sendBeacon`, which the browser delivers even as the
 * page goes away, with the cookie. The body goes as a string, so as `text/plain` (a Blob of type
 * application/json is refused or preflighted by some browsers: server/src/http/security.ts).
 * False when there is no beacon or the browser did not queue it (its quota is full).
 */
export function beaconEvents(request: TEventBatchRequest): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(ApiRoute.events.path(), JSON.stringify(request));
  } catch {
    return false;
  }
}
