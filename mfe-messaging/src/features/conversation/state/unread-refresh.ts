type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Asks the unread poller (header-inbox widget) to poll now: a conversation fetch marks it read on
 * the server, so the badges must drop without waiting for the next tick. The poller then emits
 * `messaging:unread-changed` by its usual rule (only when the counts differ).
 */
export function requestUnreadRefresh(): void {
  for (const listener of [...listeners]) listener();
}

export function onUnreadRefreshRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
