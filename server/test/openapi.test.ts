import { describe, expect, it } from 'vitest';
import {
  ApiRoute,
  ApiRouteSchemas,
  ApiRoutesByTag,
  ERROR_STATUS,
  buildOpenApiDocument,
  requestLayerErrors,
  type OpenApiDocument,
} from '@dozen/engine/contract';
import * as contract from '@dozen/engine/contract';
import { SESSION_COOKIE } from '../src/auth/cookie.js';
import { answerChecker } from './api-answers.js';
import { withTestServer, type TestServer } from './harness.js';
import type { TestClient } from './test-client.js';

/**
 * GET /api/openapi.json: the API reference generated from the contract's route table. Every route
 * of the table is in it with its method, path, parameters, body and answers; the answers the
 * server tests record are checked against it after each file (recorded-answers-check.ts), and
 * here the checker is shown to refuse what the reference does not allow.
 */

const templateOf = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');

describe('the API reference', () => {
  let server: TestServer;
  let client: TestClient;
  let document: OpenApiDocument;

  withTestServer({ realtime: false }, async (started) => {
    server = started;
    client = server.client();
    document = (await client.get<OpenApiDocument>(ApiRoute.openApi.path())).body;
  });

  it('is served as the contract builds it, an OpenAPI 3.1 document revalidated by its ETag', async () => {
    const answer = await client.get(ApiRoute.openApi.path());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const etag = answer.headers.get('etag')!;
    expect(etag).toBe(`"${(document.info as { version: string }).version}"`);
    expect(document.openapi).toBe('3.1.0');
    const built = buildOpenApiDocument({
      version: '',
      sessionCookie: SESSION_COOKIE,
      namedSchemas: contract,
    });
    expect({ ...document, info: { ...(document.info as object), version: '' } }).toEqual(built);

    // fetch adds `Cache-Control: no-cache` to a conditional request unless the request sets one.
    const again = await client.get(ApiRoute.openApi.path(), {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('lists every route of the table with its method, parameters, body and statuses', () => {
    const routes = Object.entries(ApiRoute) as Array<
      [keyof typeof ApiRoute, (typeof ApiRoute)[keyof typeof ApiRoute]]
    >;
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(routes.length);
    for (const [name, route] of routes) {
      const operation = document.paths[templateOf(route.pattern)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.pattern}`).toBeDefined();
      expect(operation!.operationId).toBe(name);
      const area = Object.entries(ApiRoutesByTag).find(([, routes]) => name in routes)![0];
      expect(operation!.tags, `${name}'s tag`).toEqual([area]);
      const schemas = ApiRouteSchemas[name];
      const pathParameters = [...route.pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const parameters = operation!.parameters as Array<{ name: string; in: string }>;
      expect(parameters.filter((parameter) => parameter.in === 'path').map((p) => p.name)).toEqual(
        pathParameters,
      );
      expect(operation!.requestBody !== undefined, `${name}'s body`).toBe('body' in schemas);
      const statuses = Object.keys(operation!.responses as object).map(Number);
      const errors = [
        ...(('errors' in schemas && schemas.errors) || []),
        ...requestLayerErrors(route.method, schemas),
      ];
      const expected = new Set([
        ...Object.keys(schemas.answers).map(Number),
        ...errors.map((code) => ERROR_STATUS[code]),
      ]);
      expect(new Set(statuses), name).toEqual(expected);
    }
  });

  it('names each path and query parameter with its schema', () => {
    const entry = document.paths['/api/game-entry/{playerId}/{date}']!.get!;
    expect(entry.parameters).toEqual([
      { name: 'playerId', in: 'path', required: true, schema: { $ref: '#/components/schemas/UserId' } },
      { name: 'date', in: 'path', required: true, schema: { $ref: '#/components/schemas/PuzzleDate' } },
      { name: 't', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d{1,20}$' } },
    ]);
  });

  it('describes a request as the server reads it, where that differs from an answer', () => {
    const schemas = (document.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
    // The e-mail is trimmed and lower-cased on the way in: any string up to 1,024 characters.
    expect(schemas.EmailInput).toEqual({ type: 'string', maxLength: 1024 });
    const verify = document.paths['/api/verify-code']!.post!.requestBody as {
      content: Record<string, { schema: unknown }>;
    };
    expect(verify.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/VerifyCodeRequestInput',
    });
    // The beacon's route also takes text/plain.
    const events = document.paths['/api/events']!.post!.requestBody as { content: object };
    expect(Object.keys(events.content)).toEqual(['application/json', 'text/plain']);
  });

  it('checks answers: an unlisted status, a body its schema refuses, a success off the reference', () => {
    const check = answerChecker(document);
    const stats = { method: 'GET', path: '/api/stats', contentType: 'application/json' };
    expect(check({ ...stats, status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } })).toBeNull();
    expect(check({ ...stats, status: 404, body: { error: { code: 'FORBIDDEN', message: 'x' } } })).toMatch(
      /must be equal to one of the allowed values/,
    );
    expect(check({ ...stats, status: 200, body: { date: '2026-11-21' } })).toMatch(
      /must have required property/,
    );
    expect(
      check({ ...stats, status: 409, body: { error: { code: 'GAME_ID_CONFLICT', message: 'x' } } }),
    ).toMatch(/status 409 is not listed/);
    expect(check({ ...stats, path: '/api/nothing-here', status: 200, body: {} })).toMatch(
      /a success on a path/,
    );
    // A parameter of "." is no parameter: the server saw /api/user-preferences/, a path of no route.
    const noRoute = { error: { code: 'NOT_FOUND', message: 'x' } };
    expect(check({ ...stats, path: '/api/user-preferences/.', status: 404, body: noRoute })).toBeNull();
    expect(
      check({
        method: 'GET',
        path: '/api/social-share-image',
        status: 200,
        contentType: 'text/html',
        body: undefined,
      }),
    ).toMatch(/not image\/png/);
  });

  it('checks a real answer of every kind the game screen gets', async () => {
    const check = answerChecker(document);
    const player = server.client();
    await player.session();
    for (const path of [ApiRoute.stats.path(), ApiRoute.dailyPool.path(), ApiRoute.me.path()]) {
      const answer = await player.get(path);
      expect(answer.status, path).toBe(200);
      const failure = check({
        method: 'GET',
        path,
        status: answer.status,
        contentType: answer.headers.get('content-type') ?? '',
        body: answer.body,
      });
      expect(failure, path).toBeNull();
    }
  });
});
