import { z } from 'zod';
import { ApiRoutesByTag, type ApiRouteName } from './api-routes.js';
import {
  requestLayerErrors,
  type ApiTag,
  type AreaRoutes,
  type RouteAnswer,
  type RouteSchemas,
} from './route-schemas.js';
import { ERROR_STATUS, ZErrorResponse, type ErrorCode } from './errors.js';
import { ApiRoute } from './paths.js';

/**
 * The API reference: an OpenAPI 3.1 document generated from the route table (`ApiRoute` and
 * `ApiRouteSchemas`) with zod's own JSON Schema output (`z.toJSONSchema`, draft 2020-12, which is
 * OpenAPI 3.1's schema dialect). Nothing here names a route: a route added to the table is in the
 * document.
 *
 * Schemas the contract exports become named components (`ZDailyPoolResponse` → `DailyPoolResponse`),
 * referenced wherever they are used; a route's schema the contract does not export is named after
 * the route (`challengesParams`). Requests are described as zod reads them (`io: 'input'`) and
 * answers as it writes them (`'output'`): where the two differ (a field trimmed and lower-cased on
 * the way in), the request's side is a component of its own, `…Input`.
 */

export interface OpenApiOptions {
  /** The document's `info.version` (the server's build). */
  version: string;
  /** The session cookie's name (the server's). */
  sessionCookie: string;
  /** The contract's exports (`import * as contract`): its `Z…` schemas name the components. */
  namedSchemas: Readonly<Record<string, unknown>>;
}

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = JsonSchema & { paths: Record<string, Record<string, JsonSchema>> };

const TAGS: Record<ApiTag, string> = {
  game: 'The day’s puzzle: pool, counts, words, games, hints and reveals.',
  session: 'Who the caller is: the anonymous identity and its session cookie.',
  accounts: 'E-mail sign-in, sign-out, merges and recovery, preferences.',
  progress: 'History, Your Stats, the A.I. Profile, challenges and ranks.',
  archive: 'Past puzzles, played apart from the day’s race.',
  share: 'Share links and their cards.',
  analytics: 'The client’s analytics events.',
  friends: 'Private leagues: display names, invite links, boards and games in progress.',
  meta: 'Probes and this reference.',
};

const COMPONENTS = '#/components/schemas/';

export function buildOpenApiDocument(options: OpenApiOptions): OpenApiDocument {
  const routes = (Object.entries(ApiRoutesByTag) as Array<[ApiTag, AreaRoutes]>).flatMap(([tag, area]) =>
    (Object.entries(area) as Array<[ApiRouteName, RouteSchemas]>).map(([name, schemas]) => ({
      name,
      schemas,
      tag,
    })),
  );
  const ids = componentIds(options.namedSchemas, routes);
  const components = componentSchemas(ids);
  const ref = (schema: z.ZodType, io: 'input' | 'output') => ({
    $ref: `${COMPONENTS}${components.nameOf(ids.get(schema)!, io)}`,
  });

  const paths: OpenApiDocument['paths'] = {};
  for (const { name, schemas, tag } of routes) {
    const { method, pattern } = ApiRoute[name];
    const path = pattern.replace(/:(\w+)/g, '{$1}');
    const operation: JsonSchema = {
      operationId: name,
      summary: schemas.summary,
      tags: [tag],
      parameters: [
        ...parameters(schemas.params, 'path', components, ids),
        ...parameters(schemas.query, 'query', components, ids),
      ],
    };
    if (schemas.body) {
      const schema = ref(schemas.body, 'input');
      operation.requestBody = {
        required: !schemas.bodyOptional,
        content: {
          'application/json': { schema },
          ...(schemas.beacon ? { 'text/plain': { schema } } : {}),
        },
      };
    }
    operation.responses = responses(schemas, requestLayerErrors(method, schemas), (schema) =>
      ref(schema, 'output'),
    );
    const errors = schemas.errors ?? [];
    if (errors.includes('UNAUTHENTICATED')) operation.security = [{ session: [] }];
    if (schemas.probe) operation.security = [];
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  }

  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Dozen API',
      version: options.version,
      description:
        'The REST calls of Dozen, the daily word game. Every error answers `{ error: { code, message } }` ' +
        'with the status its code maps to. Requests that change anything must come from the same origin ' +
        '(`Sec-Fetch-Site: same-origin`, or a matching `Origin`). Generated from the contract ' +
        '(engine/src/contract).',
    },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS).map(([tag, description]) => ({ name: tag, description })),
    // A session is optional on most calls (the caller's unlocks and data come with it).
    security: [{}, { session: [] }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie },
      },
      schemas: {},
    },
  };
  (document.components as { schemas: JsonSchema }).schemas = components.reachableFrom(paths);
  return document;
}

/**
 * The component name of every schema the routes use: the contract's export name without its `Z`
 * (the shorter name when one schema is exported twice, e.g. `ZArchiveSubmitRequest =
 * ZSubmitGameRequest`), or the route's name and the part for a schema the contract does not export.
 */
function componentIds(
  named: Readonly<Record<string, unknown>>,
  routes: ReadonlyArray<{ name: ApiRouteName; schemas: RouteSchemas }>,
): Map<z.ZodType, string> {
  const ids = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(named)) {
    if (!/^Z[A-Z]/.test(exportName) || !(value instanceof z.ZodType)) continue;
    const id = exportName.slice(1);
    const known = ids.get(value);
    if (known === undefined || id.length < known.length) ids.set(value, id);
  }
  const own = (schema: z.ZodType | undefined, id: string) => {
    if (schema && !ids.has(schema)) ids.set(schema, id);
  };
  for (const { name, schemas } of routes) {
    own(schemas.params, `${name}Params`);
    own(schemas.query, `${name}Query`);
    own(schemas.body, `${name}Body`);
    for (const [status, answer] of Object.entries(schemas.answers))
      if (answer instanceof z.ZodType) own(answer, `${name}Answer${status}`);
  }
  own(ZErrorResponse, 'ErrorResponse');
  return ids;
}

interface Components {
  /** A component's name on the request (`input`) or answer (`output`) side. */
  nameOf(id: string, io: 'input' | 'output'): string;
  /** The JSON Schema of a component, by name (for reading an object's properties). */
  get(name: string): JsonSchema | undefined;
  /** Every component the paths reach, directly or through other components. */
  reachableFrom(paths: unknown): Record<string, JsonSchema>;
}

function componentSchemas(ids: Map<z.ZodType, string>): Components {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of ids) registry.add(schema, { id });
  const generate = (io: 'input' | 'output') =>
    z.toJSONSchema(registry, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      uri: (id) => `${COMPONENTS}${id}`,
    }).schemas as Record<string, JsonSchema>;
  const output = generate('output');
  const input = generate('input');

  // Components whose request side differs, directly or through a component they refer to.
  const differs = new Set(Object.keys(output).filter((id) => !sameJson(output[id], input[id])));
  for (let grew = true; grew;) {
    grew = false;
    for (const id of Object.keys(input)) {
      if (differs.has(id) || !refsOf(input[id]).some((target) => differs.has(target))) continue;
      differs.add(id);
      grew = true;
    }
  }
  const inputName = (id: string) => (differs.has(id) ? `${id}Input` : id);
  const all: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(output)) all[id] = tidy(schema, (target) => target);
  for (const id of differs) all[inputName(id)] = tidy(input[id]!, inputName);

  return {
    nameOf: (id, io) => (io === 'input' ? inputName(id) : id),
    get: (name) => all[name],
    reachableFrom(paths) {
      const reached: Record<string, JsonSchema> = {};
      const queue = refsOf(paths);
      while (queue.length > 0) {
        const name = queue.pop()!;
        if (reached[name] || !all[name]) continue;
        reached[name] = all[name];
        queue.push(...refsOf(all[name]));
      }
      return Object.fromEntries(Object.entries(reached).sort(([a], [b]) => a.localeCompare(b)));
    },
  };
}

/** A component without the keys that belong to a standalone schema, its references renamed. */
function tidy(schema: JsonSchema, rename: (id: string) => string): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return JSON.parse(JSON.stringify(rest), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENTS)
      ? `${COMPONENTS}${rename(value.slice(COMPONENTS.length))}`
      : value,
  ) as JsonSchema;
}

/** The component names a value refers to. */
function refsOf(value: unknown): string[] {
  const found: string[] = [];
  JSON.stringify(value, (key, inner: unknown) => {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENTS))
      found.push(inner.slice(COMPONENTS.length));
    return inner;
  });
  return found;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Path or query parameters, one per property of the route's object schema. A query that is a
 * union of objects (the share image's `type=daily` or `type=score`) is one parameter whose schema
 * is the union, in OpenAPI's form style (each property a parameter of its own in the URL).
 */
function parameters(
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  components: Components,
  ids: Map<z.ZodType, string>,
): JsonSchema[] {
  if (!schema) return [];
  const name = components.nameOf(ids.get(schema)!, 'input');
  const json = components.get(name)!;
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || !properties) {
    return [
      {
        name: 'query',
        in: where,
        required: false,
        style: 'form',
        explode: true,
        schema: { $ref: `${COMPONENTS}${name}` },
      },
    ];
  }
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([property, propertySchema]) => ({
    name: property,
    in: where,
    required: where === 'path' || required.has(property),
    schema: propertySchema,
  }));
}

/** The route's answers, then one response per error status with the codes the route may send. */
function responses(
  schemas: RouteSchemas,
  layerErrors: readonly ErrorCode[],
  ref: (schema: z.ZodType) => JsonSchema,
): Record<string, JsonSchema> {
  const answers: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(schemas.answers))
    answers[status] = response(status, answer, ref);

  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of [...(schemas.errors ?? []), ...layerErrors]) {
    const status = ERROR_STATUS[code];
    if (String(status) in schemas.answers) continue;
    if (!byStatus.has(status)) byStatus.set(status, new Set());
    byStatus.get(status)!.add(code);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const list = [...codes].sort();
    answers[String(status)] = {
      description: list.join(', '),
      ...(codes.has('RATE_LIMITED')
        ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
        : {}),
      content: {
        'application/json': {
          schema: {
            allOf: [ref(ZErrorResponse), { properties: { error: { properties: { code: { enum: list } } } } }],
          },
        },
      },
    };
  }
  return answers;
}

function response(status: string, answer: RouteAnswer, ref: (schema: z.ZodType) => JsonSchema): JsonSchema {
  if (answer === null) return { description: status === '304' ? 'Not modified (ETag).' : 'No content.' };
  if (answer instanceof z.ZodType)
    return { description: describeStatus(status), content: { 'application/json': { schema: ref(answer) } } };
  return {
    description: describeStatus(status),
    content: { [answer.mediaType]: { schema: { type: 'string', contentMediaType: answer.mediaType } } },
  };
}

function describeStatus(status: string): string {
  if (status === '201') return 'Created.';
  if (status.startsWith('2')) return 'OK.';
  return `Status ${status}.`;
}
