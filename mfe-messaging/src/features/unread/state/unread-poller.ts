import { MESSAGING, type PollResponse } from '@dash/shared-contracts';
import { NO_UNREAD, sameCounts, type UnreadCounts } from './unread-counts';

export interface PollerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PollChange {
  previous: UnreadCounts;
  /** The first answer since the poller was made: the counts before it are only the page's starting point. */
  firstAnswer: boolean;
}

export interface UnreadPollerOptions {
  /** One poll request (GET /services/poll). */
  fetch: () => Promise<PollResponse>;
  /** Turns a poll answer into counts. */
  toCounts: (response: PollResponse) => UnreadCounts;
  /**
   * Called when a poll answer's counts differ from the last known ones (adopted counts included), with
   * those previous counts and whether this was the poller's first answer.
   */
  onChange: (counts: UnreadCounts, change: PollChange) => void;
  initialCounts?: UnreadCounts;
  timers?: PollerTimers;
  baseIntervalMs?: number;
  inboxIntervalMs?: number;
  backoff?: readonly number[];
  /** The poller stops after more than this many consecutive errors. */
  maxErrors?: number;
}

const defaultTimers: PollerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The unread-count poller (spec 2 §4 "Poller", §9). It polls every `base` ms while the inbox is
 * closed and every `inbox` ms while it is open, times a backoff factor that advances each time the
 * answer is unchanged and resets when it changes. An answer with `error` is ignored; more than
 * `maxErrors` consecutive failures stop it until `start()` is called again. Plain class with
 * injected timers so it can be tested with fake timers and owns no React state.
 */
export class UnreadPoller {
  private readonly options: Required<Omit<UnreadPollerOptions, 'initialCounts'>>;
  private counts: UnreadCounts;
  private timer: unknown = null;
  private running = false;
  private paused = false;
  private inboxOpen = false;
  private inFlight = false;
  private pollAgain = false;
  private step = 0;
  private errors = 0;
  private stoppedByErrors = false;
  private answered = false;

  constructor(options: UnreadPollerOptions) {
    this.options = {
      timers: defaultTimers,
      baseIntervalMs: MESSAGING.basePollMs,
      inboxIntervalMs: MESSAGING.inboxPollMs,
      backoff: MESSAGING.inboxBackoff,
      maxErrors: MESSAGING.maxPollErrors,
      ...options,
    };
    this.counts = options.initialCounts ?? NO_UNREAD;
  }

  get currentCounts(): UnreadCounts {
    return this.counts;
  }

  get isRunning(): boolean {
    return this.running;
  }

  get hasGivenUp(): boolean {
    return this.stoppedByErrors;
  }

  /** The delay before the next poll, given the inbox state and the backoff step. */
  get currentInterval(): number {
    const { baseIntervalMs, inboxIntervalMs, backoff } = this.options;
    const factor = backoff[Math.min(this.step, backoff.length - 1)] ?? 1;
    return (this.inboxOpen ? inboxIntervalMs : baseIntervalMs) * factor;
  }

  /** Starts polling, with a poll right away. */
  start(): void {
    this.running = true;
    this.stoppedByErrors = false;
    this.errors = 0;
    void this.poll();
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
  }

  /** Opening the inbox polls at once at the inbox interval; closing goes back to the base one. */
  setInboxOpen(open: boolean): void {
    if (open === this.inboxOpen) return;
    this.inboxOpen = open;
    if (open) {
      this.step = 0;
      void this.poll();
    } else {
      this.schedule();
    }
  }

  /** Paused while the document is hidden; resuming polls at once. */
  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (paused) this.clearTimer();
    else void this.poll();
  }

  /** Takes counts learnt elsewhere (another tab) as the last known ones, without reporting them. */
  adopt(counts: UnreadCounts): void {
    this.counts = counts;
  }

  /** Polls now (unless a poll is already on its way: then once more when it lands). */
  async poll(): Promise<void> {
    if (!this.running || this.paused) return;
    if (this.inFlight) {
      this.pollAgain = true;
      return;
    }
    this.clearTimer();
    this.inFlight = true;
    try {
      const response = await this.options.fetch();
      if (!this.running) return;
      if (response.error) return; // spec 2 §4: an answer with the error flag is ignored
      this.errors = 0;
      const firstAnswer = !this.answered;
      this.answered = true;
      const counts = this.options.toCounts(response);
      if (sameCounts(counts, this.counts)) {
        this.step = Math.min(this.step + 1, this.options.backoff.length - 1);
      } else {
        this.step = 0;
        const previous = this.counts;
        this.counts = counts;
        this.options.onChange(counts, { previous, firstAnswer });
      }
    } catch {
      this.errors += 1;
      if (this.errors > this.options.maxErrors) {
        this.stoppedByErrors = true;
        this.stop();
      }
    } finally {
      this.inFlight = false;
      if (this.pollAgain && this.running) {
        this.pollAgain = false;
        void this.poll();
      } else {
        this.schedule();
      }
    }
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.running || this.paused || this.inFlight) return;
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      void this.poll();
    }, this.currentInterval);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
