/**
 * The few pieces of the logging pipeline (log-events.ts) the first page needs: the collector's
 * buffer bound and the client error report the lazy parts send. Kept apart so the first page does
 * not carry the intake's limits and endpoints (they load with the logger's chunk).
 */

/**
 * Which intake an event goes to: `lady` (/svc/log/lady) takes the product's events (the bus's
 * `log:event`: gifsearch, VideoPlayer, blogcard, activityLinks, messaging-interaction, share, follow);
 * `cslog` (/services/cslog) takes client error reports (a lazy part that failed to load).
 */
export type LogKey = 'lady' | 'cslog';

/** The event name of every client error report (its `data.what` says which part failed). */
export const CLIENT_ERROR_EVENT = 'client-error';

/** Events kept while the logger cannot send (before its chunk loads; the oldest dropped beyond). */
export const LOG_BUFFERED_MAX = 500;

/**
 * The bus `log:event` payload that reports a client error (a lazy part that failed to load): the
 * logger sends it to /services/cslog. `what` names the part ("account menu", "post-activity").
 */
export function clientErrorEvent(what: string, error: unknown): { event: string; data: Record<string, string> } {
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  return { event: CLIENT_ERROR_EVENT, data: { what, name, message: message.slice(0, 500) } };
}
