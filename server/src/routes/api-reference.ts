import { createHash } from 'node:crypto';
import type { IRouter } from 'express';
import * as contract from '@dozen/engine/contract';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { notModified } from '../http/not-modified.js';
import { onRoute } from '../http/route.js';

interface BuiltReference {
  json: string;
  etag: string;
}

/**
 * The API reference as JSON, built from the contract on its first request (tens of milliseconds,
 * never at boot and never on another route) and kept for the life of the process: the contract
 * cannot change under a running server. Its `info.version` is the hash of what it describes, so
 * two servers of one build name the same reference alike.
 */
export function apiReference(): () => BuiltReference {
  let built: BuiltReference | undefined;
  return () => {
    if (built) return built;
    const document = contract.buildOpenApiDocument({
      version: '',
      sessionCookie: SESSION_COOKIE,
      namedSchemas: contract,
    });
    const digest = createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 16);
    (document.info as { version: string }).version = digest;
    built = { json: JSON.stringify(document), etag: `"${digest}"` };
    return built;
  };
}

/** GET /api/openapi.json: revalidated by its ETag (`no-cache`), since a deployment may change it. */
export function apiReferenceRoutes(router: IRouter): void {
  const reference = apiReference();
  onRoute(router, 'openApi', (req, res) => {
    const { json, etag } = reference();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', etag);
    if (notModified(req, etag)) {
      res.status(304).end();
      return;
    }
    res.type('json').end(json);
  });
}
