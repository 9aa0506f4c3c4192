import { API_ROUTES, LOG_LIMITS, LogConversionRequestSchema, LogEventsRequestSchema, type LogKey } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { nowSeconds } from '../../../lib/time';
import { parseRequest, validate } from '../../../lib/validate';
import { logRateLimit } from '../../../plugins/external/rate-limit';
import { storeLogEvents, utcDay } from '../../../services/logging/log-intake';
import { conversionEvent } from './conversion';

/**
 * The logging pipeline's intakes (spec 3 §7; server/README.md "Logging"): POST /svc/log/lady (product
 * events) and POST /services/cslog (client error reports) take a text/plain JSON array of log events
 * (sent by sendBeacon; the form key in ?form_key=). Bounded: 64 KB per request (413 above), 1 to 100
 * events, each checked (400 for the whole batch otherwise, nothing stored), 30 requests a minute per
 * session or, for visitors, per address (429).
 */
export default async function logRoutes(app: FastifyInstance) {
  const intake = (path: string, logKey: LogKey) =>
    app.post(path, { bodyLimit: LOG_LIMITS.bodyBytes, config: { rateLimit: logRateLimit(logKey) } }, async (request) => {
      // The body is the array itself (or its JSON text), not an object of fields.
      const events = validate(LogEventsRequestSchema, request.body);
      const stored = await storeLogEvents(app.db, logKey, events, { userId: request.auth?.user.id ?? null, now: nowSeconds() });
      return ok({ accepted: events.length, stored });
    });
  intake(API_ROUTES.log, 'lady');
  intake(API_ROUTES.clientErrorLog, 'cslog');

  // The video player's conversion log (spec 1 §7): form-encoded log = JSON {name, extra:{player, player_version}}.
  app.post('/svc/log/conversion', { bodyLimit: LOG_LIMITS.bodyBytes }, async (request) => {
    const { body } = parseRequest(request, { body: LogConversionRequestSchema });
    const now = nowSeconds();
    await app.db
      .insertInto('log_events')
      .values({
        received_at: now,
        user_id: request.auth?.user.id ?? null,
        event: JSON.stringify(conversionEvent(body)),
        name: 'conversion',
        day: utcDay(now),
      })
      .execute();
    return ok({ accepted: 1 });
  });
}
