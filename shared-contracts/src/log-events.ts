/**
 * The logging pipeline (spec 3 §4 "Log pipeline", §7, §9; issue 11 item 6), zod-free and outside the core
 * (browser packages import this file directly, so only what they use ships): the shell's
 * logger builds these events, the server's intake (POST /svc/log/lady and /services/cslog) checks
 * them with LogEventsRequestSchema (requests/log.ts) against the same limits.
 */
import { LOG_BUFFERED_MAX, type LogKey } from './log-report';

// What the first page needs (the collector, the lazy parts' error reports) is in log-report.ts.
export { CLIENT_ERROR_EVENT, LOG_BUFFERED_MAX, clientErrorEvent } from './log-report';

/** Spec 3 §9 "Log flush every 15 s". */
export const LOG_FLUSH_MS = 15_000;

/** The intakes (log-report.ts LogKey): lady for product events, cslog for client errors. */
export type { LogKey };
export const LOG_KEYS: readonly LogKey[] = ['lady', 'cslog'];

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
  buffered: LOG_BUFFERED_MAX,
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
