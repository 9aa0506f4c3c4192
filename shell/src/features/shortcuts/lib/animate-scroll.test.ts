import { animateScroll } from './animate-scroll';
import type { FrameClock } from './animate-scroll';

function fakeClock() {
  let time = 0;
  let pending: (() => void) | null = null;
  const clock: FrameClock = {
    now: () => time,
    request: (callback) => {
      pending = callback;
      return 1;
    },
    cancel: () => {
      pending = null;
    },
  };
  const frame = (ms: number) => {
    time += ms;
    const run = pending;
    pending = null;
    run?.();
  };
  return { clock, frame };
}

describe('animateScroll', () => {
  it('reaches the target at the end of the duration and then reports done', () => {
    const { clock, frame } = fakeClock();
    let top = 100;
    const done = jest.fn();
    animateScroll({ get: () => top, set: (v) => (top = v) }, 500, 200, done, clock);
    frame(100);
    expect(top).toBe(300);
    expect(done).not.toHaveBeenCalled();
    frame(100);
    expect(top).toBe(500);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('jumps when the duration is 0 (reduced motion)', () => {
    let top = 100;
    const done = jest.fn();
    animateScroll({ get: () => top, set: (v) => (top = v) }, 0, 0, done);
    expect(top).toBe(0);
    expect(done).toHaveBeenCalled();
  });

  it('stops when cancelled', () => {
    const { clock, frame } = fakeClock();
    let top = 0;
    const cancel = animateScroll({ get: () => top, set: (v) => (top = v) }, 400, 200, undefined, clock);
    frame(50);
    const midway = top;
    cancel();
    frame(200);
    expect(top).toBe(midway);
  });
});
