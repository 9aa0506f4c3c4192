import type { PlayerEventName, PlayerHandle } from './player-handle';

/** Test double of a video.js player: state you can set, events you can fire, calls recorded. */
export function createFakePlayer(init: { duration?: number } = {}) {
  const listeners = new Map<PlayerEventName, Set<() => void>>();
  const element = document.createElement('div');
  const state = {
    paused: true,
    ended: false,
    time: 0,
    duration: init.duration ?? 10,
    rate: 1,
    muted: false,
    volume: 1,
    source: '',
    errorCode: null as number | null,
    fullscreen: false,
  };
  const calls: string[] = [];
  const fire = (event: PlayerEventName) => [...(listeners.get(event) ?? [])].forEach((listener) => listener());
  const handle: PlayerHandle = {
    play: () => {
      calls.push('play');
      if (!state.paused) return;
      state.paused = false;
      state.ended = false;
      fire('play');
    },
    pause: () => {
      calls.push('pause');
      if (state.paused) return;
      state.paused = true;
      fire('pause');
    },
    isPaused: () => state.paused,
    hasEnded: () => state.ended,
    getTime: () => state.time,
    setTime: (seconds) => {
      calls.push(`time:${seconds}`);
      state.time = seconds;
    },
    getDuration: () => state.duration,
    getRate: () => state.rate,
    isMuted: () => state.muted,
    setMuted: (muted) => {
      calls.push(muted ? 'mute' : 'unmute');
      if (state.muted === muted) return;
      state.muted = muted;
      fire('volumechange');
    },
    setVolume: (volume) => {
      state.volume = volume;
    },
    setSource: (url) => {
      calls.push(`src:${url}`);
      state.source = url;
      if (!state.paused) {
        state.paused = true;
        fire('pause');
      }
    },
    errorCode: () => state.errorCode,
    isFullscreen: () => state.fullscreen,
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    once: (event, listener) => {
      const off = handle.on(event, () => {
        off();
        listener();
      });
    },
    element: () => element,
    dispose: () => {
      calls.push('dispose');
      listeners.clear();
    },
  };
  return { handle, state, calls, fire, element };
}
