import { MESSAGING } from '@dash/shared-contracts';

export interface PollerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What one check found: a change resets the backoff, no change advances it, `ignored` does neither. */
export type CheckResult = 'changed' | 'unchanged' | 'ignored';

export interface ConversationPollerOptions {
  check: () => Promise<CheckResult>;
  intervalMs?: number;
  backoff?: readonly number[];
  /** Stops after more than this many consecutive errors. */
  maxErrors?: number;
  /** Typing polls at once and resets the backoff, at most once per this many ms. */
  typingResetMs?: number;
  timers?: PollerTimers;
  now?: () => number;
}

/** The interval without server data (spec 2 §9: the server's conversation_poll_ms overrides it): the inbox default, 15 000 ms. */
export const CONVERSATION_POLL_MS = MESSAGING.inboxPollMs;

const defaultTimers: PollerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * An open conversation's own poll (spec 2 §4 "Poller"): every `interval` ms times the conversation
 * backoff factor 1,1,1,1,2,2,2,2,4,4,4,4,8,8,8,8,16, which advances on an unchanged answer and
 * resets on a change and on typing (at most once per 30 000 ms). More than 3 consecutive errors stop it.
 */
export class ConversationPoller {
  private readonly o: Required<ConversationPollerOptions>;
  private timer: unknown = null;
  private running = false;
  private inFlight = false;
  private step = 0;
  private errors = 0;
  private lastTypingReset = -Infinity;

  constructor(options: ConversationPollerOptions) {
    this.o = {
      intervalMs: CONVERSATION_POLL_MS,
      backoff: MESSAGING.conversationBackoff,
      maxErrors: MESSAGING.maxPollErrors,
      typingResetMs: MESSAGING.typingPollResetMs,
      timers: defaultTimers,
      now: Date.now,
      ...options,
    };
  }

  get isRunning(): boolean {
    return this.running;
  }

  get currentInterval(): number {
    const factor = this.o.backoff[Math.min(this.step, this.o.backoff.length - 1)] ?? 1;
    return this.o.intervalMs * factor;
  }

  /** Starts with a wait of one interval (the conversation was just fetched). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.errors = 0;
    this.step = 0;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
  }

  /** The person typed: poll at once with the backoff reset, unless that happened in the last 30 s. */
  typing(): void {
    if (!this.running) return;
    const now = this.o.now();
    if (now - this.lastTypingReset < this.o.typingResetMs) return;
    this.lastTypingReset = now;
    this.step = 0;
    void this.poll();
  }

  async poll(): Promise<void> {
    if (!this.running || this.inFlight) return;
    this.clearTimer();
    this.inFlight = true;
    try {
      const result = await this.o.check();
      this.errors = 0;
      if (result === 'changed') this.step = 0;
      else if (result === 'unchanged') this.step = Math.min(this.step + 1, this.o.backoff.length - 1);
    } catch {
      this.errors += 1;
      if (this.errors > this.o.maxErrors) this.stop();
    } finally {
      this.inFlight = false;
      this.schedule();
    }
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.running || this.inFlight) return;
    this.timer = this.o.timers.setTimeout(() => {
      this.timer = null;
      void this.poll();
    }, this.currentInterval);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.o.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
