import { LogConversionRequestSchema, LogEventsRequestSchema } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { nowSeconds } from '../../../lib/time';
import { parseRequest, validate } from '../../../lib/validate';
import { conversionEvent } from './conversion';

const MAX_BYTES = 64 * 1024;
const MAX_EVENTS = 200;

/**
 * POST /svc/log/lady: a text/plain JSON array of log events (sent by sendBeacon). Bounded: 64 KB per
 * request (413 above), at most 200 events, each stored as its JSON.
 */
export default async function logRoutes(app: FastifyInstance) {
  app.post('/svc/log/lady', { bodyLimit: MAX_BYTES }, async (request) => {
    // The body is the array itself (or its JSON text), not an object of fields.
    const events = validate(LogEventsRequestSchema, request.body);
    const accepted = events.filter((e) => e && typeof e === 'object').slice(0, MAX_EVENTS);
    if (accepted.length > 0) {
      const now = nowSeconds();
      const userId = request.auth?.user.id ?? null;
      await app.db
        .insertInto('log_events')
        .values(accepted.map((e) => ({ received_at: now, user_id: userId, event: JSON.stringify(e) })))
        .execute();
    }
    return ok({ accepted: accepted.length });
  });

  // The video player's conversion log (spec 1 §7): form-encoded log = JSON {name, extra:{player, player_version}}.
  app.post('/svc/log/conversion', { bodyLimit: MAX_BYTES }, async (request) => {
    const { body } = parseRequest(request, { body: LogConversionRequestSchema });
    await app.db
      .insertInto('log_events')
      .values({ received_at: nowSeconds(), user_id: request.auth?.user.id ?? null, event: JSON.stringify(conversionEvent(body)) })
      .execute();
    return ok({ accepted: 1 });
  });
}
