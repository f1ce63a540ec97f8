import type { IRouter, Request, Response } from 'express';
import {
  ApiRoute,
  ApiRouteSchemas,
  type ApiRouteName,
  type RouteAnswerBody,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteSchemas,
} from '@dozen/engine/contract';
import { bodyOrEmpty, parseQuery, validate, ZNoQuery } from './validate.js';

/** What a route's handler gets of its request, parsed with the route's own schemas of the contract. */
export interface RouteInput<N extends ApiRouteName> {
  params: RouteParams<N>;
  query: RouteQuery<N>;
  /**
   * The body, parsed when the handler asks: a route may first spend its rate limit, so that a
   * stream of malformed bodies costs the sender as much as valid ones.
   */
  body(): RouteBody<N>;
}

export type RouteHandler<N extends ApiRouteName> = (
  req: Request,
  res: Response<RouteAnswerBody<N>>,
  input: RouteInput<N>,
) => unknown;

/**
 * Registers the handler of a route of the contract's table (engine/src/contract/api-routes.ts),
 * with its method and pattern. Its query and path parameters are parsed first (a query string on a
 * route that takes none is refused), then the handler runs; its answers are typed by the table.
 */
export function onRoute<N extends ApiRouteName>(router: IRouter, name: N, handler: RouteHandler<N>): void {
  const { method, pattern } = ApiRoute[name];
  const schemas: RouteSchemas = ApiRouteSchemas[name];
  const querySchema = schemas.query ?? ZNoQuery;
  const paramsSchema = schemas.params;
  const bodySchema = schemas.body;
  const readBody = (req: Request): RouteBody<N> => {
    if (!bodySchema) return {} as RouteBody<N>;
    const body = schemas.bodyOptional ? bodyOrEmpty(req.body) : req.body;
    return validate(bodySchema, body, 'body') as RouteBody<N>;
  };
  const handle = (req: Request, res: Response) => {
    const query = parseQuery(querySchema, req) as RouteQuery<N>;
    const params = (paramsSchema ? validate(paramsSchema, req.params, 'params') : {}) as RouteParams<N>;
    return handler(req, res, { params, query, body: () => readBody(req) });
  };
  if (method === 'GET') router.get(pattern, handle);
  else router.post(pattern, handle);
}
