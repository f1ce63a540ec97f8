import { recordAnswer } from './api-answers.js';

/**
 * The server tests' HTTP client (TestServer.client() makes one for its server): fetch, keeping
 * the session cookie like a browser; every answer is recorded for the check against the API
 * reference (api-answers.ts).
 */

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else undefined. */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** A value to send as JSON. */
  json?: unknown;
  /** A raw body (sent with `contentType`, default application/json). */
  raw?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
  /** Send `Sec-Fetch-Site: same-origin` (default true), as the browser does for our own pages. */
  sameOrigin?: boolean;
  /** Send this session cookie instead of the kept one (null: none). */
  cookie?: string | null;
}

/**
 * A fetch-based client that keeps the session cookie like a browser and sends
 * `Sec-Fetch-Site: same-origin`. `session()` makes (or returns) its player.
 */
export class TestClient {
  /** `dozen_session=…`, once the server has set it. */
  cookie: string | null = null;
  userId: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.sameOrigin !== false) headers['sec-fetch-site'] ??= 'same-origin';
    const cookie = options.cookie === undefined ? this.cookie : options.cookie;
    if (cookie) headers.cookie = cookie;
    let body: string | Uint8Array | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    } else if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] ??= options.contentType ?? 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('dozen_session='));
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie =
        pair === 'dozen_session=' || /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie) ? null : pair;
    }
    const text = await response.text();
    let parsed: unknown;
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('application/json') && text) {
      parsed = JSON.parse(text);
    }
    recordAnswer({ method, path: path.split('?')[0]!, status: response.status, contentType, body: parsed });
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, json?: unknown, options: RequestOptions = {}): Promise<TestResponse<T>> {
    return this.request<T>('POST', path, json === undefined ? options : { ...options, json });
  }

  /** POST /api/session: this client's player id (created on first call). */
  async session(): Promise<string> {
    const response = await this.post<{ userId: string }>('/api/session');
    if (response.status !== 200 && response.status !== 201) {
      throw new Error(`POST /api/session answered ${response.status}: ${response.text}`);
    }
    this.userId = response.body.userId;
    return this.userId;
  }
}
