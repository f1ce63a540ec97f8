import type { IncomingHttpHeaders } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Request } from 'express';
import { ErrorCode } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';

/**
 * The API's request bodies: JSON only, UTF-8, at most `limit` bytes (after decompression), an
 * object or an array at the top (no bare strings or numbers), parsed onto `req.body`. It does
 * what body-parser's json() did here with the settings we used — the same limits, the same
 * refusals, gzip, deflate and br bodies inflated — in a few lines: on validate-word, called for
 * every word, body-parser with raw-body, type-is and its content-type parsing cost more than the
 * route's own work. One deliberate difference: a charset other than UTF-8 is refused (415), where
 * body-parser would have transcoded UTF-16; JSON on the web is UTF-8 (RFC 8259).
 *
 * Bodies of other types are refused (415); `isJson` says which types a request may send (the
 * beacon routes add text/plain).
 */
export function jsonBodyReader(
  limit: number,
  isJson: (req: Request) => boolean,
): (req: Request, done: (error?: unknown) => void) => void {
  return (req, done) => {
    if (!isJson(req)) {
      // A body of another type would otherwise look like an empty one; an empty one is no body.
      if (carriesBytes(req.headers)) done(unsupported('Request bodies must be application/json.'));
      else done();
      return;
    }
    if (!hasBody(req.headers)) {
      done();
      return;
    }
    const charset = charsetOf(req.headers);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(unsupported('Unsupported charset.'));
      return;
    }
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding === 'identity') {
      if (Number(req.headers['content-length']) > limit) refuseAfterReading(req, done, tooLarge());
      else new BodyReading(req, req, limit, done);
      return;
    }
    const inflate = INFLATERS[encoding];
    if (!inflate) {
      done(unsupported('Unsupported content encoding.'));
      return;
    }
    new BodyReading(req.pipe(inflate()), req, limit, done);
  };
}

const INFLATERS: Readonly<Record<string, (() => Transform) | undefined>> = {
  gzip: createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** Whether the request sends any bytes of body (a length above 0, or a transfer coding). */
function carriesBytes(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** Whether a JSON request has a body to parse (type-is' rule: a length, even 0, or a transfer coding). */
function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return (
    headers['transfer-encoding'] !== undefined || (length !== undefined && !Number.isNaN(Number(length)))
  );
}

/** The media type of a request, lowercased, without parameters (`application/json`). */
export function mediaType(headers: IncomingHttpHeaders): string {
  const type = headers['content-type'];
  if (!type) return '';
  const semicolon = type.indexOf(';');
  return (semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase();
}

function charsetOf(headers: IncomingHttpHeaders): string | undefined {
  const type = headers['content-type'];
  if (!type || !type.includes(';')) return undefined;
  return /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(type)?.[1]?.toLowerCase();
}

/**
 * One body being read from `source` (the request, or its inflated stream): its chunks until the
 * end, then the parse, once. A small object with anonymous listeners that stay attached and do
 * nothing once it has settled: nothing of ours is added to Node's request (a property would slow
 * every later access to it), and no listener needs removing on the hottest route.
 */
class BodyReading {
  private first: Buffer | undefined;
  private chunks: Buffer[] | undefined;
  private size = 0;
  private settled = false;

  constructor(
    private readonly source: Readable,
    private readonly req: Request,
    private readonly limit: number,
    private readonly done: (error?: unknown) => void,
  ) {
    source.on('data', (chunk: Buffer) => this.data(chunk));
    source.on('end', () => this.end());
    req.on('error', () => this.abort());
    req.on('close', () => this.abort());
    if (source !== req) source.on('error', () => this.fail());
  }

  /** Settles once; an inflating stream is let go. */
  private settle(): boolean {
    if (this.settled) return false;
    this.settled = true;
    if (this.source !== this.req) {
      this.req.unpipe(this.source as Transform);
      this.source.destroy();
    }
    return true;
  }

  private data(chunk: Buffer): void {
    if (this.settled) return;
    this.size += chunk.length;
    if (this.size > this.limit) {
      this.settle();
      refuseAfterReading(this.req, this.done, tooLarge());
    } else if (this.first === undefined) this.first = chunk;
    else (this.chunks ??= [this.first]).push(chunk);
  }

  private end(): void {
    if (!this.settle()) return;
    const bytes = this.chunks ? Buffer.concat(this.chunks, this.size) : (this.first ?? Buffer.alloc(0));
    let body: unknown;
    try {
      body = parseJson(bytes.toString('utf8'));
    } catch (error) {
      this.done(error);
      return;
    }
    this.req.body = body;
    this.done();
  }

  /** The client hung up mid-body: its own doing, answered (to nobody) as such, never logged as ours. */
  private abort(): void {
    // A request received whole may close before its inflated stream has ended: not an abort.
    if (this.settled || (this.req.complete && !this.req.errored)) return;
    this.settle();
    this.done(new DomainError(ErrorCode.MALFORMED_JSON, 'The request was aborted.'));
  }

  /** The compressed body was not what its Content-Encoding said. */
  private fail(): void {
    if (!this.settle()) return;
    refuseAfterReading(this.req, this.done, malformed('The request body could not be decompressed.'));
  }
}

/** JSON's whitespace: space, tab, line feed, carriage return. */
const JSON_BLANKS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** An object or an array (strict JSON at the top); an empty body is `{}`, as body-parser had it. */
function parseJson(text: string): unknown {
  if (text.length === 0) return {};
  let at = 0;
  while (at < text.length && JSON_BLANKS.has(text.charCodeAt(at))) at += 1;
  const start = text[at];
  if (start !== '{' && start !== '[') throw malformed();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw malformed();
  }
}

/**
 * Answers a refused body only once the client has finished sending it (what is left is read and
 * dropped), so it gets the answer instead of a connection reset in the middle of its upload.
 */
function refuseAfterReading(req: Request, done: (error?: unknown) => void, error: DomainError): void {
  if (req.readableEnded || req.destroyed) {
    done(error);
    return;
  }
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    done(error);
  };
  req.once('end', answer);
  req.once('close', answer);
  req.resume();
}

const unsupported = (message: string) => new DomainError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, message);
const tooLarge = () => new DomainError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
const malformed = (message = 'The request body is not valid JSON.') =>
  new DomainError(ErrorCode.MALFORMED_JSON, message);
