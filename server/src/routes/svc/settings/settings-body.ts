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
 * The fields of POST /svc/settings/dashboard, ready for DashboardSettingsRequestSchema (strict, so
 * any other key is refused): the form key (checked before the route, by the form-key plugin) is not
 * a setting and is left out; a JSON body's values are kept as they are (a number is not a boolean).
 */
export function settingsFields(request: FastifyRequest): unknown {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const fields = Object.entries(body as Record<string, unknown>).filter(([key]) => key !== FORM_KEY_FIELD);
  if (!isForm(request)) return Object.fromEntries(fields);
  return Object.fromEntries(
    fields.map(([key, value]) => [key, typeof value === 'string' ? (FORM_BOOLEANS.get(value) ?? value) : value]),
  );
}
