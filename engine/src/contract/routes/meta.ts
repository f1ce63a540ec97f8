import * as common from '../common.js';
import type { AreaRoutes } from '../route-schemas.js';

/** The probes, and this API reference. Part of `ApiRouteSchemas` (api-routes.ts). */
export const metaRoutes = {
  health: {
    summary: 'Liveness: the process answers.',
    probe: true,
    answers: { 200: common.ZHealthResponse },
  },
  ready: {
    summary: 'Readiness: PostgreSQL and the presence store (Redis, when configured) answer.',
    probe: true,
    answers: { 200: common.ZReadyResponse, 503: common.ZNotReadyResponse },
  },
  openApi: {
    summary: 'This API reference (OpenAPI 3.1), generated from the contract.',
    answers: { 200: common.ZOpenApiDocument, 304: null },
  },
} as const satisfies AreaRoutes;
