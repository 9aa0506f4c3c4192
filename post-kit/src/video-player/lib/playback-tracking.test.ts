import { createThrottle, isSeek, noStall, shouldLogWaiting, trackStall } from './playback-tracking';

const at = (time: number, ms: number, playing = true) => ({ time, at: ms, playing, rate: 1 });

describe('playback tracking', () => {
  it('a jump over 0.3 s from the expected playhead is a seek', () => {
    expect(isSeek(at(1, 0), at(1.15, 150))).toBe(false);
    expect(isSeek(at(1, 0), at(1.5, 150))).toBe(true);
    expect(isSeek(at(5, 0), at(0, 150))).toBe(true);
    expect(isSeek(at(1, 0, false), at(1.25, 150, false))).toBe(false);
    expect(isSeek(at(1, 0, false), at(1.4, 150, false))).toBe(true);
  });

  it('a stall is the playhead standing still while playing; its length is reported when it ends', () => {
    let state = noStall(2);
    let step = trackStall(state, at(2, 100));
    state = step.state;
    expect(step.endedMs).toBeNull();
    step = trackStall(state, at(2, 2300));
    state = step.state;
    expect(step.endedMs).toBeNull();
    step = trackStall(state, at(2.1, 2400));
    expect(step.endedMs).toBe(2300);
  });

  it('a pause ends a stall', () => {
    const stalled = trackStall(noStall(2), at(2, 100)).state;
    expect(trackStall(stalled, at(2, 900, false)).endedMs).toBe(800);
  });

  it('waiting is logged only above 2000 ms', () => {
    expect(shouldLogWaiting(null)).toBe(false);
    expect(shouldLogWaiting(2000)).toBe(false);
    expect(shouldLogWaiting(2001)).toBe(true);
  });

  it('the throttle lets one through per interval', () => {
    const gate = createThrottle(5000);
    expect(gate(0)).toBe(true);
    expect(gate(4999)).toBe(false);
    expect(gate(5000)).toBe(true);
  });
});
