import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { nowSeconds } from '../../../lib/time';
import { readConversion } from './conversion';

const MAX_BYTES = 64 * 1024;
const MAX_EVENTS = 200;

/**
 * POST /svc/log/lady: a text/plain JSON array of log events (sent by sendBeacon). Bounded: 64 KB per
 * request (413 above), at most 200 events, each stored as its JSON.
 */
export default async function logRoutes(app: FastifyInstance) {
  app.post('/svc/log/lady', { bodyLimit: MAX_BYTES }, async (request) => {
    let events: unknown = request.body;
    if (typeof events === 'string') {
      try {
        events = JSON.parse(events);
      } catch {
        throw badRequest('Log events must be a JSON array.');
      }
    }
    if (
      events &&
      typeof events === 'object' &&
      !Array.isArray(events) &&
      Array.isArray((events as { events?: unknown }).events)
    ) {
      events = (events as { events: unknown[] }).events;
    }
    if (!Array.isArray(events)) throw badRequest('Log events must be a JSON array.');
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
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const event = readConversion(body);
    await app.db
      .insertInto('log_events')
      .values({ received_at: nowSeconds(), user_id: request.auth?.user.id ?? null, event: JSON.stringify(event) })
      .execute();
    return ok({ accepted: 1 });
  });
}
