import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import * as contract from '@dozen/engine/contract';
import { SESSION_COOKIE } from '../src/auth/cookie.js';

/**
 * Every answer the server tests get through the harness's client is recorded (route, status,
 * body), and at the end of each test file checked against the API reference
 * (GET /api/openapi.json, built by the same function here) with a JSON Schema validator of its
 * own (ajv, draft 2020-12): a status the reference does not list for the route, or a body its
 * schema refuses, fails the file (recorded-answers-check.ts). So the reference is held to what the
 * server really answers, in every case the tests reach, not only to what the zod schemas say.
 */

export interface RecordedAnswer {
  method: string;
  /** The path without its query string. */
  path: string;
  status: number;
  contentType: string;
  /** The parsed JSON body, when the answer is JSON. */
  body: unknown;
}

const recorded: RecordedAnswer[] = [];

/**
 * Statuses only a proxy in front of the server sends (nginx with no instance up, in the restart
 * tests): those answers are not the API's.
 */
const GATEWAY_STATUSES = new Set([502, 504]);

/** Called by the harness's client for every answer it gets. */
export function recordAnswer(answer: RecordedAnswer): void {
  if (GATEWAY_STATUSES.has(answer.status)) return;
  if (answer.path === '/api' || answer.path.startsWith('/api/')) recorded.push(answer);
}

/** The answers recorded since the last call (this test file's). */
export function takeRecordedAnswers(): RecordedAnswer[] {
  return recorded.splice(0);
}

/** Why an answer does not match the reference, or null when it does. */
export type AnswerCheck = (answer: RecordedAnswer) => string | null;

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, unknown> }>;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/** A checker of answers against an OpenAPI document (the one the server serves). */
export function answerChecker(document: contract.OpenApiDocument): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document as object, 'openapi');
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const segments = template
        .split('/')
        .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)));
      operations.push({
        method: method.toUpperCase(),
        template,
        // Express matches paths case-insensitively, with or without a trailing slash.
        pattern: new RegExp(`^${segments.join('/')}/?$`, 'i'),
        responses: operation.responses as Operation['responses'],
      });
    }
  }
  const validators = new Map<string, ValidateFunction>();
  const validator = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(`openapi#${pointer}`);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      validators.set(pointer, validate);
    }
    return validate;
  };
  const errorResponse = validator('/components/schemas/ErrorResponse');

  return (answer) => {
    const method = answer.method === 'HEAD' ? 'GET' : answer.method;
    // The path as the server saw it: fetch resolves dot segments (`/api/x/.` asks for `/api/x/`).
    const path = new URL(answer.path, 'http://localhost').pathname;
    const onPath = operations.filter((operation) => operation.pattern.test(path));
    const operation = onPath.find((candidate) => candidate.method === method);
    const what = `${answer.method} ${answer.path} → ${answer.status}`;
    if (!operation) {
      // No route: the request layer's refusal, or the API's 404, in the error shape.
      if (answer.status < 400) return `${what}: a success on a path the reference does not list`;
      return errorResponse(answer.body) ? null : `${what}: ${ajv.errorsText(errorResponse.errors)}`;
    }
    const response = operation.responses[String(answer.status)];
    if (!response)
      return `${what}: status ${answer.status} is not listed for ${method} ${operation.template}`;
    const mediaTypes = Object.keys(response.content ?? {});
    if (mediaTypes.length === 0)
      return answer.contentType === '' || answer.status === 304 ? null : `${what}: a body`;
    if (answer.method === 'HEAD') return null;
    const mediaType = mediaTypes.find((type) => answer.contentType.startsWith(type));
    if (!mediaType)
      return `${what}: ${answer.contentType || 'no content type'}, not ${mediaTypes.join(' or ')}`;
    if (mediaType !== 'application/json') return null;
    const validate = validator(
      `/paths/${pointerPart(operation.template)}/${method.toLowerCase()}/responses/${answer.status}` +
        `/content/${pointerPart(mediaType)}/schema`,
    );
    return validate(answer.body) ? null : `${what}: ${ajv.errorsText(validate.errors)}`;
  };
}

/**
 * The checker of this worker's files. The reference is built once per worker, not per file
 * (about 0.4 s with ajv's compilation): it is derived from the contract's code alone, which no
 * test changes, so a file that starts afresh (fresh-file.ts) would build the same one again.
 */
export function workerAnswerChecker(): AnswerCheck {
  const holder = globalThis as { dozenAnswerChecker?: AnswerCheck };
  holder.dozenAnswerChecker ??= answerChecker(
    contract.buildOpenApiDocument({ version: 'test', sessionCookie: SESSION_COOKIE, namedSchemas: contract }),
  );
  return holder.dozenAnswerChecker;
}

function pointerPart(value: string): string {
  return value.replaceAll('~', '~0').replaceAll('/', '~1');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
