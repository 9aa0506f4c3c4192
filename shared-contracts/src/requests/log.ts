import { z } from 'zod';
import { REQUEST_MAX, text } from './fields';

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

/** POST /svc/log/lady: a JSON array of event objects (text/plain from sendBeacon), or `{ events: [...] }`. */
export const LogEventsRequestSchema = z
  .unknown()
  .transform(json(BAD_LOG_EVENTS))
  .transform((v) =>
    v && typeof v === 'object' && !Array.isArray(v) && Array.isArray((v as { events?: unknown }).events)
      ? (v as { events: unknown[] }).events
      : v,
  )
  .pipe(z.array(z.unknown(), { message: BAD_LOG_EVENTS }));
