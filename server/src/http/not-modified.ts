import fresh from 'fresh';
import type { Request } from 'express';

/**
 * Whether a GET or HEAD may be answered 304 for this ETag: the one If-None-Match matcher of every
 * answer we tag. It is `fresh`, the package Express and express.static use, so every tagged answer
 * of the server reads the header alike: a list of tags, weak ones (`W/"…"`, compared weakly, as
 * RFC 9110 asks of a GET), and `*`; a request's own `Cache-Control: no-cache` always gets the body.
 */
export function notModified(req: Request, etag: string): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && fresh(req.headers, { etag });
}
