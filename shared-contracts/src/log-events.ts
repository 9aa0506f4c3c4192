/**
 * The logging pipeline (spec 3 §4 "Log pipeline", §7, §9; issue 11 item 6), zod-free and outside the core
 * (browser packages import this file directly, so only what they use ships): the shell's
 * logger builds these events, the server's intake (POST /svc/log/lady and /services/cslog) checks
 * them with LogEventsRequestSchema (requests/log.ts) against the same limits.
 */

/** Spec 3 §9 "Log flush every 15 s". */
export const LOG_FLUSH_MS = 15_000;

/**
 * Which intake an event goes to: `lady` (/svc/log/lady) takes the product's events (the bus's
 * `log:event`: gifsearch, VideoPlayer, blogcard, activityLinks, messaging-interaction, share, follow);
 * `cslog` (/services/cslog) takes client error reports (a lazy part that failed to load).
 */
export type LogKey = 'lady' | 'cslog';
export const LOG_KEYS: readonly LogKey[] = ['lady', 'cslog'];

/** The event name of every client error report (its `data.what` says which part failed). */
export const CLIENT_ERROR_EVENT = 'client-error';

/** Where each intake's events are flushed (`form_key` goes in the query: sendBeacon cannot set headers). */
export const LOG_ENDPOINTS: Readonly<Record<LogKey, string>> = { lady: '/svc/log/lady', cslog: '/services/cslog' };

export const LOG_LIMITS = {
  /** A request's body, in bytes (the server answers 413 above). */
  bodyBytes: 64 * 1024,
  /** Events in one request (the logger sends larger buffers in several). */
  eventsPerRequest: 100,
  /** An event name: `gifsearch:select`, `VideoPlayer`, `popover:blogcard:open`… */
  eventName: 100,
  /** uuid and rid. */
  id: 64,
  /** Keys of `data` and `env` (each value: a string of at most `text`, a number, a boolean or null). */
  fields: 32,
  fieldName: 64,
  text: 2000,
  /** Requests per minute per session (per address for visitors), each intake: 429 above. */
  requestsPerMinute: 30,
  /** The logger's buffer: the oldest events are dropped beyond this (a page that cannot send). */
  buffered: 500,
} as const;

/** A value of `data` or `env`: flat, so a count by event and day never parses nested documents. */
export type LogValue = string | number | boolean | null;

/** Spec 3 §3 "Log event": log_key, uuid, event, ts, rid, elapsed, data, env. */
export interface LogEvent {
  log_key: LogKey;
  /** One per event (the server keeps the first of a resent uuid). */
  uuid: string;
  event: string;
  /** When it happened, ms since the epoch. */
  ts: number;
  /** One per page load: the events of one visit go together. */
  rid: string;
  /** ms since navigation start (performance.now()). */
  elapsed: number;
  data: Record<string, LogValue>;
  /** page (path), viewport (`390x844`), language, remotes (`blog@1.2.0 share@1.0.0`). */
  env: Record<string, LogValue>;
}

/** GET /svc/admin/events: counts by event and day, the last `days` days (UTC), newest day first. */
export const ADMIN_EVENTS_DAYS = { default: 14, max: 90 } as const;

export interface AdminEventCount {
  log_key: LogKey;
  event: string;
  /** Counts per day, in the order of `days`. */
  counts: number[];
  total: number;
}

export interface AdminEventsResponse {
  /** `YYYY-MM-DD` (UTC), newest first. */
  days: string[];
  events: AdminEventCount[];
}

/**
 * The bus `log:event` payload that reports a client error (a lazy part that failed to load): the
 * logger sends it to /services/cslog. `what` names the part ("account menu", "post-activity").
 */
export function clientErrorEvent(what: string, error: unknown): { event: string; data: Record<string, string> } {
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  return { event: CLIENT_ERROR_EVENT, data: { what, name, message: message.slice(0, 500) } };
}
