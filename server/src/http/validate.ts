import type { Request } from 'express';
import { z } from 'zod';
import { ErrorCode } from '@dozen/engine/contract';
import { DomainError } from '../domain-error.js';

/**
 * Parses request input (params, query, body) with a strict contract schema, or throws a
 * 400 VALIDATION_FAILED listing the failing fields. Messages come from the schema, never echo the
 * input, and the schemas are strict, so unknown keys are refused too.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'params' | 'query' | 'body',
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 20).map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new DomainError(ErrorCode.VALIDATION_FAILED, `Invalid request ${where}.`, issues);
}

/** An absent body (no content) counts as `{}` for routes whose body must be empty. */
export function bodyOrEmpty(body: unknown): unknown {
  return body === undefined ? {} : body;
}

/** Routes without query parameters in the contract refuse any. */
export const ZNoQuery = z.strictObject({});

/** What a URL without a query string holds (Express' `req.query` would parse it anew on every read). */
const NO_QUERY_STRING: Readonly<Record<string, never>> = Object.freeze({});

export const parseQuery = <S extends z.ZodType>(schema: S, req: Request): z.output<S> =>
  validate(schema, req.url.includes('?') ? req.query : NO_QUERY_STRING, 'query');
