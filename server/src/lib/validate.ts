import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseRequestPart } from '@dash/shared-contracts';
import { badRequest } from './app-error';

/**
 * Every route reads its request through here, with the request schemas of shared-contracts
 * (src/requests/). A failure is the envelope's 400 `{ code: 'VALIDATION', detail, field }`, worded
 * by shared-contracts' requestErrorMap (spec 1 §5 'Invalid "x" type. Expected string, got array.').
 */
export function validate<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = parseRequestPart(schema, value);
  if (!result.ok) throw badRequest(result.issue.detail, result.issue.field);
  return result.data;
}

interface Parts {
  body?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  params?: z.ZodTypeAny;
}
type Parsed<P extends Parts> = { [K in keyof P]: P[K] extends z.ZodTypeAny ? z.output<P[K]> : never };

/** A missing or non-object body or query reads as {}, so a missing field is named as missing. */
const record = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/**
 * A query of plain text fields, validated by its schema only when something in it is not plainly
 * valid (issue 8: zod took a sixth of a poll request). `limits` must be the schema's own fields and
 * `text(max)` bounds: when every field is absent or a string within its bound, the schema's answer
 * is those strings (text() leaves a string as it is; z.object drops other keys), so it is built
 * here; anything else (an array, a longer value) goes through the schema and fails as it says.
 */
export function parsePlainTextQuery<S extends z.ZodTypeAny>(
  request: FastifyRequest,
  schema: S,
  limits: Readonly<Record<string, number>>,
): z.output<S> {
  const query = record(request.query) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const field in limits) {
    const value = query[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > (limits[field] ?? 0)) return validate(schema, query);
    out[field] = value;
  }
  return out as z.output<S>;
}

/** Validates the parts of a request that the route takes: `parseRequest(request, { body: XSchema })`. */
export function parseRequest<P extends Parts>(request: FastifyRequest, parts: P): Parsed<P> {
  const out: Record<string, unknown> = {};
  if (parts.params) out.params = validate(parts.params, record(request.params));
  if (parts.query) out.query = validate(parts.query, record(request.query));
  if (parts.body) out.body = validate(parts.body, record(request.body));
  return out as Parsed<P>;
}
