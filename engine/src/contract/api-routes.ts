import type { z } from 'zod';
import type { ApiRoute } from './paths.js';
import type { ApiTag, AreaRoutes, MediaAnswer, RouteSchemas } from './route-schemas.js';
import { accountsRoutes } from './routes/accounts.js';
import { analyticsRoutes } from './routes/analytics.js';
import { archiveRoutes } from './routes/archive.js';
import { friendsRoutes } from './routes/friends.js';
import { gameRoutes } from './routes/game.js';
import { metaRoutes } from './routes/meta.js';
import { progressRoutes } from './routes/progress.js';
import { sessionRoutes } from './routes/session.js';
import { shareRoutes } from './routes/share.js';

/**
 * The route table by area: each area's routes are in a module of routes/, and the area is the
 * route's tag in the API reference.
 */
export const ApiRoutesByTag = {
  meta: metaRoutes,
  session: sessionRoutes,
  game: gameRoutes,
  accounts: accountsRoutes,
  share: shareRoutes,
  progress: progressRoutes,
  analytics: analyticsRoutes,
  archive: archiveRoutes,
  friends: friendsRoutes,
} as const satisfies Record<ApiTag, AreaRoutes>;

/**
 * Every REST route's input and answers, keyed by its name in `ApiRoute` (paths.ts holds the method
 * and pattern, without zod, for the client's entry bundle). The server parses each route's params,
 * query and body with these schemas (server/src/http/route.ts) and the API reference is generated
 * from them (openapi.ts), so neither can drift from the other. A route added to `ApiRoute` without
 * an entry in one area fails the typecheck here.
 */
export const ApiRouteSchemas = {
  ...metaRoutes,
  ...sessionRoutes,
  ...gameRoutes,
  ...accountsRoutes,
  ...shareRoutes,
  ...progressRoutes,
  ...analyticsRoutes,
  ...archiveRoutes,
  ...friendsRoutes,
} as const satisfies { readonly [N in ApiRouteName]: RouteSchemas };

export type ApiRouteName = keyof typeof ApiRoute;

type Schemas = typeof ApiRouteSchemas;
type Parsed<N extends ApiRouteName, K extends 'params' | 'query' | 'body'> = Schemas[N] extends {
  [key in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : Record<string, never>;

/** A route's parsed path parameters, query and body (`{}` where it takes none). */
export type RouteParams<N extends ApiRouteName> = Parsed<N, 'params'>;
export type RouteQuery<N extends ApiRouteName> = Parsed<N, 'query'>;
export type RouteBody<N extends ApiRouteName> = Parsed<N, 'body'>;

type AnswerBody<A> = A extends z.ZodType ? z.input<A> : A extends MediaAnswer ? Uint8Array : never;
/** Every body a route may answer with (its JSON answers' input types; bytes for a PNG). */
export type RouteAnswerBody<N extends ApiRouteName> = {
  [S in keyof Schemas[N]['answers']]: AnswerBody<Schemas[N]['answers'][S]>;
}[keyof Schemas[N]['answers']];
