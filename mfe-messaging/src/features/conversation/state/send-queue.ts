import { ApiError, type Message } from '@dash/shared-contracts';
import type { PreviewImage } from './image-rules';

export const VERIFY_EMAIL_TEXT = 'Please verify your email address before talking to a Tumblr.';
export const PERMANENT_FAILURE_TEXT = "Can't send this post.";
const RETRYABLE_TEXTS = ["Hrm. Post didn't send.", 'Sending machine broke.'];
/** Spec 2 §4: no retry after these statuses. */
const NOT_RETRYABLE = new Set([403, 404, 428]);

export type OutgoingStatus = 'queued' | 'pending' | 'failed';

/** A message written here and not yet saved (spec 2 §3 display flags isQueued, isPending, isError, canRetry). */
export interface Outgoing {
  key: string;
  text: string;
  /** When it was written (ms). */
  clientTs: number;
  status: OutgoingStatus;
  /** Failed and may be sent again. */
  canRetry: boolean;
  /** The failure's message (null unless failed). */
  errorText: string | null;
  /** It failed before: a Retry button stays on it (reading "Trying..." while pending). */
  hasFailed: boolean;
  /** An IMAGE message (the preview's photo, sent as multipart, or GIF, sent by reference); `text` is then empty. */
  image?: PreviewImage;
}

export interface SendFailure {
  retryable: boolean;
  text: string;
}

/** The send-failure rule of spec 2 §4 and §8. */
export function describeSendError(error: unknown, random: () => number = Math.random): SendFailure {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403 && error instanceof ApiError && /verify your email/i.test(error.userMessage)) {
    return { retryable: false, text: VERIFY_EMAIL_TEXT };
  }
  if (NOT_RETRYABLE.has(status)) return { retryable: false, text: PERMANENT_FAILURE_TEXT };
  // The §8 statuses with a message of their own (a new conversation refused); they stay retryable.
  if (status === 409) return { retryable: true, text: 'You can only send messages to Tumblrs you follow.' };
  if (status === 429) return { retryable: true, text: "You've hit the daily limit on new conversations. Impressive." };
  return { retryable: true, text: RETRYABLE_TEXTS[Math.floor(random() * RETRYABLE_TEXTS.length)] ?? RETRYABLE_TEXTS[0]! };
}

export interface SendQueueOptions {
  /** Saves one message (POST /svc/conversations/messages) and answers the saved message. */
  send: (text: string, image?: PreviewImage) => Promise<Message>;
  /** A message was saved: the caller adds it to the conversation. */
  onSent: (message: Message, outgoing: Outgoing) => void;
  /** Every change of the outgoing list. */
  onChange: (items: readonly Outgoing[]) => void;
  /** Spec 2 §5: sending is blocked without a verified e-mail. */
  isVerified: () => boolean;
  now?: () => number;
  random?: () => number;
}

/**
 * The message queue (spec 2 §4 "Message lifecycle"): a message is added as queued at once, then
 * sent one at a time (pending), then removed from here when saved, or marked failed. The queue
 * stops at the first failure; Retry (retryable only) requeues the failed message at the end and
 * starts it again; Close drops a failed message and lets the rest go on.
 */
export class SendQueue {
  private items: Outgoing[] = [];
  private sending = false;
  private halted = false;
  private seq = 0;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: SendQueueOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  get outgoing(): readonly Outgoing[] {
    return this.items;
  }

  /** Adds a message as queued and flushes. Answers its key. */
  enqueue(text: string, image?: PreviewImage): string {
    this.seq += 1;
    const key = `out-${this.now()}-${this.seq}`;
    const item: Outgoing = {
      key,
      text,
      clientTs: this.now(),
      status: 'queued',
      canRetry: false,
      errorText: null,
      hasFailed: false,
    };
    this.items = [...this.items, image ? { ...item, image } : item];
    this.changed();
    void this.flush();
    return key;
  }

  /** Sends a failed, retryable message again: it moves to the end of the queue (unless it is already last). */
  retry(key: string): void {
    const item = this.items.find((i) => i.key === key);
    if (!item || item.status !== 'failed' || !item.canRetry) return;
    const requeued: Outgoing = { ...item, status: 'queued', errorText: null };
    this.items = [...this.items.filter((i) => i.key !== key), requeued];
    this.halted = false;
    this.changed();
    void this.flush();
  }

  /** Drops a failed message (the Close button of a permanent failure); the rest of the queue goes on. */
  dismiss(key: string): void {
    const item = this.items.find((i) => i.key === key);
    if (!item || item.status !== 'failed') return;
    this.items = this.items.filter((i) => i.key !== key);
    if (!this.items.some((i) => i.status === 'failed')) this.halted = false;
    this.changed();
    void this.flush();
  }

  /** Sends queued messages one after another, stopping at the first failure. */
  async flush(): Promise<void> {
    if (this.sending || this.halted) return;
    const next = this.items.find((i) => i.status === 'queued');
    if (!next) return;
    if (!this.options.isVerified()) {
      this.fail(next.key, { retryable: false, text: VERIFY_EMAIL_TEXT });
      return;
    }
    this.sending = true;
    this.update(next.key, { status: 'pending' });
    try {
      const saved = await this.options.send(next.text, next.image);
      this.items = this.items.filter((i) => i.key !== next.key);
      this.changed();
      this.options.onSent(saved, next);
    } catch (error) {
      this.fail(next.key, describeSendError(error, this.random));
    } finally {
      this.sending = false;
    }
    void this.flush();
  }

  private fail(key: string, failure: SendFailure): void {
    this.halted = true;
    this.update(key, { status: 'failed', canRetry: failure.retryable, errorText: failure.text, hasFailed: true });
  }

  private update(key: string, patch: Partial<Outgoing>): void {
    this.items = this.items.map((i) => (i.key === key ? { ...i, ...patch } : i));
    this.changed();
  }

  private changed(): void {
    this.options.onChange(this.items);
  }
}
