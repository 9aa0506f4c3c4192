import { FORM_KEY_FIELD } from '@dash/shared-contracts/core';
import { LOG_ENDPOINTS, LOG_FLUSH_MS, LOG_LIMITS, type LogEvent, type LogKey } from '@dash/shared-contracts/src/log-events';
import type { LogCollector } from './log-collector';
import { buildLogEvent, newUuid } from './log-event';
import { sendLogBody } from './log-transport';

export interface LoggerDeps {
  win: Window;
  collector: LogCollector;
  /** The current form key (it changes at login and logout). */
  formKey(): string;
  /** The remotes the page runs, `name@version` separated by spaces. */
  remotes: string;
  send?: typeof sendLogBody;
}

export interface Logger {
  /** Sends everything buffered now. */
  flush(): void;
  /** Events waiting for the next flush. */
  pending(): readonly LogEvent[];
  stop(): void;
}

/** Room left under the intake's 64 KB for the brackets and commas. */
const BODY_BUDGET = LOG_LIMITS.bodyBytes - 1024;

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code < 0xdc00 ? (i++, 4) : 3;
  }
  return bytes;
}

/** The request bodies for `events`: at most LOG_LIMITS.eventsPerRequest each, and under 64 KB. */
export function batchBodies(events: readonly LogEvent[]): string[] {
  const bodies: string[] = [];
  let parts: string[] = [];
  let size = 2;
  const close = () => {
    if (parts.length) bodies.push(`[${parts.join(',')}]`);
    parts = [];
    size = 2;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = utf8Length(json) + 1;
    if (bytes + 2 > BODY_BUDGET) continue; // the intake would refuse it (413): dropped alone
    if (size + bytes > BODY_BUDGET || parts.length >= LOG_LIMITS.eventsPerRequest) close();
    parts.push(json);
    size += bytes;
  }
  close();
  return bodies;
}

/**
 * The client logger (spec 3 §4 "Log pipeline", §7, §9; shell/README.md "Logging"): takes the
 * collector's events, builds each one (log-event.ts), buffers them, and flushes every 15 s and when
 * the page is hidden (`pagehide`, or `visibilitychange` to hidden — the last moment a phone's page is
 * sure to run) with sendBeacon as text/plain JSON, a synchronous XHR where that fails. Product
 * events go to /svc/log/lady, client errors to /services/cslog, the form key in the query.
 */
export function startLogger(deps: LoggerDeps): Logger {
  const { win } = deps;
  const send = deps.send ?? sendLogBody;
  const context = { win, rid: newUuid(win), remotes: deps.remotes };
  let buffer: LogEvent[] = [];

  deps.collector.attach((raw) => {
    buffer.push(buildLogEvent(raw, context));
    if (buffer.length > LOG_LIMITS.buffered) buffer = buffer.slice(-LOG_LIMITS.buffered);
  });

  const flush = () => {
    if (buffer.length === 0) return;
    const events = buffer;
    buffer = [];
    const key = encodeURIComponent(deps.formKey());
    for (const logKey of Object.keys(LOG_ENDPOINTS) as LogKey[]) {
      const url = `${LOG_ENDPOINTS[logKey]}?${FORM_KEY_FIELD}=${key}`;
      for (const body of batchBodies(events.filter((e) => e.log_key === logKey))) send(win, url, body);
    }
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  const timer = win.setInterval(flush, LOG_FLUSH_MS);
  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', onVisibility);

  return {
    flush,
    pending: () => buffer,
    stop() {
      win.clearInterval(timer);
      win.removeEventListener('pagehide', flush);
      win.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
