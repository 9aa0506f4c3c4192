import { z } from 'zod';
import { LOG_KEYS, type AdminEventsResponse, type LogKey } from '../log-events';

/** GET /svc/admin/events (log-events.ts AdminEventsResponse). */
export const AdminEventsResponseSchema: z.ZodType<AdminEventsResponse> = z.object({
  days: z.array(z.string()),
  events: z.array(
    z.object({
      log_key: z.enum(LOG_KEYS as [LogKey, ...LogKey[]]),
      event: z.string(),
      counts: z.array(z.number().int().nonnegative()),
      total: z.number().int().nonnegative(),
    }),
  ),
});
