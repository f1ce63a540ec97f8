import type { IRouter, RequestHandler } from 'express';
import type { ApiRouteSpec } from '@dozen/engine/contract';

/** Registers handlers for a route of the contract's table, with its own method and pattern. */
export function onRoute<P extends string>(
  router: IRouter,
  route: ApiRouteSpec<P>,
  ...handlers: RequestHandler[]
): void {
  if (route.method === 'GET') router.get(route.pattern, ...handlers);
  else router.post(route.pattern, ...handlers);
}
