import type { Request, RequestHandler, Response } from 'express';
import type { DomainError } from '../domain-error.js';

/**
 * What every API request goes through before its route, in this order: `no-store` (answers are
 * per player and per moment, never stored by a browser or proxy), the same-origin check (403
 * before anything is read), the JSON body, the session. One Express layer for the four: each
 * layer costs a router step and the closures that go with it, on a route called for every word.
 */
export function apiRequest(parts: {
  crossSiteRefusal: (req: Request) => DomainError | null;
  readBody: (req: Request, res: Response, done: (error?: unknown) => void) => void;
  /** Undefined when the session was read at once (in memory, or no cookie). */
  readSession: (req: Request, res: Response) => Promise<void> | undefined;
}): RequestHandler {
  const { crossSiteRefusal, readBody, readSession } = parts;
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const refusal = crossSiteRefusal(req);
    if (refusal) {
      next(refusal);
      return;
    }
    readBody(req, res, (error) => {
      if (error) {
        next(error);
        return;
      }
      // Called back from a stream event, outside Express' own catching: a throw goes to `next` here.
      let reading: Promise<void> | undefined;
      try {
        reading = readSession(req, res);
      } catch (thrown) {
        next(thrown);
        return;
      }
      if (reading) reading.then(() => next(), next);
      else next();
    });
  };
}
