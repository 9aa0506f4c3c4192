import { CLIENT_ERROR_EVENT, LOG_BUFFERED_MAX, type LogKey } from '@dash/shared-contracts/src/log-report';
import type { DashBus } from '@dash/shared-contracts';

/** An event as it happened: what the page knew then (the logger, loaded later, builds the rest). */
export interface RawLogEvent {
  log_key: LogKey;
  event: string;
  data: Record<string, unknown>;
  /** ms since the epoch. */
  ts: number;
  /** ms since navigation start. */
  elapsed: number;
  /** The page's path then. */
  page: string;
}

export interface LogCollector {
  /** Hands every event so far, then each new one, to `sink` (the logger, once its chunk is here). */
  attach(sink: (event: RawLogEvent) => void): void;
}

/**
 * The part of the logging pipeline in the first page (a few lines): from the platform's creation it
 * records every bus `log:event` with its time and page, and keeps them until the logger's chunk
 * (logger.ts, loaded once the page is idle) takes over. A `client-error` event goes to the error
 * intake (cslog), everything else to /svc/log/lady. At most LOG_BUFFERED_MAX wait.
 */
export function createLogCollector(bus: Pick<DashBus, 'on'>, win: Window): LogCollector {
  const waiting: RawLogEvent[] = [];
  let sink: ((event: RawLogEvent) => void) | null = null;
  bus.on('log:event', ({ event, data }) => {
    const raw: RawLogEvent = {
      log_key: event === CLIENT_ERROR_EVENT ? 'cslog' : 'lady',
      event,
      data: data ?? {},
      ts: Date.now(),
      elapsed: win.performance.now(),
      page: win.location.pathname,
    };
    if (sink) sink(raw);
    else if (waiting.length < LOG_BUFFERED_MAX) waiting.push(raw);
  });
  return {
    attach(next) {
      sink = next;
      waiting.splice(0).forEach(next);
    },
  };
}
