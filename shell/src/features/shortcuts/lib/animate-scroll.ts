export interface ScrollTarget {
  get(): number;
  set(top: number): void;
}

export interface FrameClock {
  now(): number;
  request(callback: () => void): number;
  cancel(handle: number): void;
}

const browserClock: FrameClock = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls `target` to `to` over `durationMs` (native smooth scrolling has no duration). A duration
 * of 0 (reduced motion) jumps. Returns a cancel function; `onDone` runs once the end is reached.
 */
export function animateScroll(
  target: ScrollTarget,
  to: number,
  durationMs: number,
  onDone: () => void = () => undefined,
  clock: FrameClock = browserClock,
): () => void {
  const from = target.get();
  if (durationMs <= 0 || from === to) {
    target.set(to);
    onDone();
    return () => undefined;
  }
  const start = clock.now();
  let handle = 0;
  const step = () => {
    const progress = Math.min(1, (clock.now() - start) / durationMs);
    target.set(from + (to - from) * easeInOut(progress));
    if (progress < 1) handle = clock.request(step);
    else onDone();
  };
  handle = clock.request(step);
  return () => clock.cancel(handle);
}
