import { ASK_FORM } from '@dash/shared-contracts';
import type { DashBus } from '@dash/shared-contracts';
import { ANONYMOUS_AVATAR } from './anonymous-avatar';

export interface SentQuestion {
  /** The recipient blog. */
  name: string;
  avatarUrl: string;
  anonymous: boolean;
}

/** "Question sent to %1$s" (spec 3 §8). */
export const askSentMessage = (name: string) => `Question sent to ${name}`;

/**
 * The success toast, 350 ms after the form closed (spec 3 §4, §9), with the recipient's avatar, or
 * the anonymous avatar for an anonymous question. Returns a cancel function.
 */
export function scheduleAskToast(bus: DashBus, sent: SentQuestion, onShown?: () => void): () => void {
  const timer = setTimeout(() => {
    onShown?.();
    bus.emit('toast:show', {
      message: askSentMessage(sent.name),
      tone: 'success',
      avatarUrl: sent.anonymous ? ANONYMOUS_AVATAR : sent.avatarUrl,
    });
  }, ASK_FORM.toastDelayMs);
  return () => clearTimeout(timer);
}
