import { ApiError } from '@dash/shared-contracts/core';
import type { ApiErrorItem, DashBus } from '@dash/shared-contracts';
import type { PostAction } from './action-endpoints';

/** Spec 1 §8: the alert for a post action answered 401, 404 or 500 (two spaces, as specified). */
export const POST_ACTION_ALERT = 'Sorry, we seem to be having technical trouble.  Please try again later.';

export type PostActionResult<T> = { ok: true; value: T } | { ok: false; status: number };

/** Statuses that get the spec's alert; network failures and time-outs arrive as status 0. */
function alerts(status: number): boolean {
  return status === 0 || status === 401 || status === 404 || status >= 500;
}

/**
 * The one place every post action's answer is handled (spec 1 §4 "Post actions", §8):
 * - 2xx: `{ ok: true, value }`.
 * - 403: the forbidden event: the server's message as an error toast, logged as `post-action:forbidden`.
 * - 401, 404, 5xx and network failures: the spec's alert, logged as `post-action:failure`.
 * - Anything else (a 400 or 409 the server explains): its message as an error toast, also a failure.
 * A publish failure passes on the parsed JSON error body (`data.body`) and shows its message.
 * The caller reverts its optimistic change when `ok` is false.
 */
export async function runPostAction<T>(
  bus: DashBus,
  action: PostAction,
  call: () => Promise<T>,
  options: { publish?: boolean } = {},
): Promise<PostActionResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof ApiError) && error instanceof Error && error.name === 'AbortError') throw error;
    const status = error instanceof ApiError ? error.status : 0;
    const message = error instanceof ApiError ? error.userMessage : null;
    if (status === 403) {
      bus.emit('log:event', { event: 'post-action:forbidden', data: { action, status } });
      if (message) bus.emit('toast:show', { message, tone: 'error' });
      return { ok: false, status };
    }
    const body: ApiErrorItem[] | undefined = options.publish && error instanceof ApiError ? error.errors : undefined;
    bus.emit('log:event', {
      event: 'post-action:failure',
      data: body ? { action, status, body } : { action, status },
    });
    if (alerts(status) || !message) window.alert(POST_ACTION_ALERT);
    else bus.emit('toast:show', { message, tone: 'error' });
    return { ok: false, status };
  }
}
