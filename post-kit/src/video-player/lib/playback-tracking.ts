import { SEEK_THRESHOLD_S, WAITING_LOG_THRESHOLD_MS } from './video-constants';

export interface PlayheadSample {
  /** Media time, seconds. */
  time: number;
  /** Wall clock, ms. */
  at: number;
  playing: boolean;
  rate: number;
}

/**
 * A seek is a jump of the playhead further than 0.3 s from where playback alone would have taken
 * it since the last poll (spec 1 §9 "a 0.3 s jump counts as a seek").
 */
export function isSeek(previous: PlayheadSample, next: PlayheadSample): boolean {
  const expected = previous.time + (previous.playing ? ((next.at - previous.at) / 1000) * previous.rate : 0);
  return Math.abs(next.time - expected) > SEEK_THRESHOLD_S;
}

export interface StallState {
  lastTime: number;
  /** When the playhead stopped moving while playing, or null. */
  since: number | null;
}

export const noStall = (time = 0): StallState => ({ lastTime: time, since: null });

/**
 * One buffering poll: while playing, a playhead that did not move is a stall; when it moves again
 * (or playback stops) the stall ends. Returns the length of a stall that just ended, if any.
 */
export function trackStall(state: StallState, sample: PlayheadSample): { state: StallState; endedMs: number | null } {
  const moved = sample.time !== state.lastTime;
  if (sample.playing && !moved) {
    return { state: { lastTime: sample.time, since: state.since ?? sample.at }, endedMs: null };
  }
  const endedMs = state.since === null ? null : sample.at - state.since;
  return { state: noStall(sample.time), endedMs };
}

/** Spec 1 §9: "waiting logged only above 2000 ms". */
export const shouldLogWaiting = (stallMs: number | null): stallMs is number =>
  stallMs !== null && stallMs > WAITING_LOG_THRESHOLD_MS;

/** A throttle gate: true at most once per `intervalMs`. */
export function createThrottle(intervalMs: number): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
