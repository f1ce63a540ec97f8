import type { IncomingHttpHeaders } from 'node:http';
import express, { type Request, type Response } from 'express';
import { ErrorCode } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';

/**
 * The API's request bodies: express.json() (body-parser) with our limit, JSON only, an object or
 * an array at the top (`strict`), at most `limit` bytes once inflated (gzip, deflate, br, and
 * zstd where Node has it), UTF-8 (a byte-order mark is read past) or UTF-16; an empty body reads
 * as `{}`. A refused body is read to its end before the answer, so the client gets the answer
 * rather than a reset mid-upload. Its refusals carry body-parser's error types, which the error
 * middleware maps to our codes (http/errors.ts).
 *
 * Bodies of other types are refused (415), where body-parser would leave them unread and the
 * route would see none: `isJson` says which types a request may send (the beacon routes add
 * text/plain). A hand-written reader here measured about 2 µs a request cheaper, about 1–2.5% of
 * validate-word's cost (docs/benchmarks.md): not worth a parser of our own.
 */
export function jsonBodyReader(
  limit: number,
  isJson: (req: Request) => boolean,
): (req: Request, res: Response, done: (error?: unknown) => void) => void {
  const parse = express.json({ limit, strict: true, type: (req) => isJson(req as Request) });
  return (req, res, done) => {
    if (isJson(req))
      parse(req, res, (error?: unknown) => done(error && undecodable(error) ? notInflated() : error));
    // A body of another type would otherwise look like an empty one; an empty one is no body.
    else if (carriesBytes(req.headers))
      done(new DomainError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Request bodies must be application/json.'));
    else done();
  };
}

/**
 * body-parser passes the decompressor's own error on (gzip, brotli or zstd data that is not what
 * Content-Encoding says), with status 400 and none of its error types: the body's fault.
 */
function undecodable(error: unknown): boolean {
  const { type, status } = error as { type?: unknown; status?: unknown };
  return type === undefined && status === 400;
}

const notInflated = () =>
  new DomainError(ErrorCode.MALFORMED_JSON, 'The request body could not be decompressed.');

/** Whether the request sends any bytes of body (a length above 0, or a transfer coding). */
function carriesBytes(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** The media type of a request, lowercased, without parameters (`application/json`). */
export function mediaType(headers: IncomingHttpHeaders): string {
  const type = headers['content-type'];
  if (!type) return '';
  const semicolon = type.indexOf(';');
  return (semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase();
}
