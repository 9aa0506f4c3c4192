import { FORM_KEY_FIELD } from '@dash/shared-contracts';
import type { FastifyRequest } from 'fastify';

// A form sends every value as text: these four are read as the booleans the contract asks for.
// Anything else ("yes", "on", "", a repeated key) stays as sent and fails the schema with its type.
const FORM_BOOLEANS = new Map<string, boolean>([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/**
 * The fields of a settings POST, ready for its strict schema (any other key is refused): the form
 * key (checked before the route, by the form-key plugin) is not a setting and is left out; a JSON
 * body's values are kept as they are (a number is not a boolean). In a form, the values of
 * `booleans` (every key when not given) are read as booleans; other fields stay text, so a title
 * of "1" is a title.
 */
export function settingsFields(request: FastifyRequest, booleans?: readonly string[]): unknown {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const fields = Object.entries(body as Record<string, unknown>).filter(([key]) => key !== FORM_KEY_FIELD);
  if (!isForm(request)) return Object.fromEntries(fields);
  return Object.fromEntries(
    fields.map(([key, value]) => [
      key,
      typeof value === 'string' && (!booleans || booleans.includes(key)) ? (FORM_BOOLEANS.get(value) ?? value) : value,
    ]),
  );
}
