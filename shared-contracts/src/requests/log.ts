import { z } from 'zod';
import { ADMIN_EVENTS_DAYS, LOG_KEYS, LOG_LIMITS, type LogKey } from '../log-events';
import { REQUEST_MAX, digits, text } from './fields';

export const BAD_CONVERSION = 'The log must be JSON: {"name", "extra": {"player", "player_version"}}.';
export const BAD_LOG_EVENTS = 'Log events must be a JSON array.';

/** A JSON text read as its value (form fields and text/plain bodies carry JSON as text). */
const json = (message: string) => (value: unknown, ctx: z.RefinementCtx) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return z.NEVER;
  }
};

/** Stored texts are cut, not refused: a player that sends a long version string still logs. */
const cut = (max: number) => text(REQUEST_MAX.text).transform((s) => s.slice(0, max));

/** POST /svc/log/conversion: log = JSON `{ name, extra: { player, player_version } }` (or the object itself in JSON). */
export const LogConversionRequestSchema = z.object({
  log: z
    .unknown()
    .transform(json(BAD_CONVERSION))
    .pipe(
      z.object(
        {
          name: cut(100).pipe(z.string().trim().min(1, BAD_CONVERSION)),
          extra: z
            .object({ player: cut(100).optional(), player_version: cut(50).optional() }, { message: BAD_CONVERSION })
            .optional(),
        },
        { message: BAD_CONVERSION },
      ),
    ),
});
export type LogConversionRequest = z.infer<typeof LogConversionRequestSchema>;

const logValue = z.union([z.string().max(LOG_LIMITS.text), z.number().finite(), z.boolean(), z.null()]);
const logFields = z
  .record(z.string().max(LOG_LIMITS.fieldName), logValue)
  .refine((r) => Object.keys(r).length <= LOG_LIMITS.fields, `At most ${LOG_LIMITS.fields} fields.`)
  .default({});

/** One event of spec 3 §3 "Log event" (log-events.ts LogEvent), with its bounds. */
export const LogEventSchema = z.object({
  log_key: z.enum(LOG_KEYS as [LogKey, ...LogKey[]]),
  uuid: z.string().min(1).max(LOG_LIMITS.id),
  event: z.string().trim().min(1).max(LOG_LIMITS.eventName),
  ts: z.number().int().nonnegative(),
  rid: z.string().min(1).max(LOG_LIMITS.id),
  elapsed: z.number().finite().nonnegative(),
  data: logFields,
  env: logFields,
});
export type LogEventRequest = z.infer<typeof LogEventSchema>;

/**
 * POST /svc/log/lady and /services/cslog: a JSON array of events (text/plain from sendBeacon, so the
 * body is its JSON text), or `{ events: [...] }`; 1 to LOG_LIMITS.eventsPerRequest events.
 */
export const LogEventsRequestSchema = z
  .unknown()
  .transform(json(BAD_LOG_EVENTS))
  .transform((v) =>
    v && typeof v === 'object' && !Array.isArray(v) && Array.isArray((v as { events?: unknown }).events)
      ? (v as { events: unknown[] }).events
      : v,
  )
  .pipe(
    z
      .array(LogEventSchema, { message: BAD_LOG_EVENTS })
      .min(1, BAD_LOG_EVENTS)
      .max(LOG_LIMITS.eventsPerRequest, `At most ${LOG_LIMITS.eventsPerRequest} events per request.`),
  );

/** GET /svc/admin/events?days=N (1 to ADMIN_EVENTS_DAYS.max; default ADMIN_EVENTS_DAYS.default). */
export const AdminEventsQuerySchema = z.object({
  days: digits()
    .optional()
    .transform((v) => (v && v.trim() ? Number(v) : ADMIN_EVENTS_DAYS.default))
    .pipe(z.number().int().min(1).max(ADMIN_EVENTS_DAYS.max)),
});
