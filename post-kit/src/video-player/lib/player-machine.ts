import { effectiveLoop, mayAutoplay } from './autoplay-rules';
import type { PlayerEnv } from './autoplay-rules';

export interface PlayerState {
  playing: boolean;
  /** Metadata has arrived (spec 1 §4 "loaded after metadata"). */
  loaded: boolean;
  /** The autoplay option: on until the user takes over or an error happens. */
  autoplay: boolean;
  /** Playback was started by autoplay and the user has not touched it since. */
  autoplaying: boolean;
  muted: boolean;
  loop: boolean;
  /** At least half of the player is in view. */
  visible: boolean;
  /** The blog overlay or the post form is open. */
  blocked: boolean;
  duration: number;
  errored: boolean;
}

export type PlayerControl = 'play' | 'mute' | 'fullscreen';

export type PlayerInput =
  | { type: 'metadata'; duration: number }
  | { type: 'played' }
  | { type: 'paused' }
  | { type: 'visibility'; visible: boolean }
  | { type: 'blocked'; blocked: boolean }
  | { type: 'click-video' }
  | { type: 'click-control'; control: PlayerControl }
  | { type: 'volume'; muted: boolean }
  | { type: 'ended' }
  | { type: 'error' };

/** restart: from 0 and play; loop: the same, logged as `looped`. */
export type PlayerEffect = 'play' | 'pause' | 'mute' | 'unmute' | 'restart' | 'loop';

export interface Decision {
  state: PlayerState;
  effects: PlayerEffect[];
}

export function initialPlayerState(options: { autoplay: boolean; loop: boolean; muted: boolean; duration: number }): PlayerState {
  return {
    playing: false,
    loaded: false,
    autoplay: options.autoplay,
    autoplaying: false,
    muted: options.muted,
    loop: effectiveLoop(options.loop, options.duration),
    visible: false,
    blocked: false,
    duration: options.duration,
    errored: false,
  };
}

/** Autoplay starts muted, only when allowed, in view, not behind an overlay and not already playing. */
function maybeAutoplay(state: PlayerState, env: PlayerEnv): Decision {
  const allowed = state.autoplay && !state.errored && !state.playing && state.visible && !state.blocked;
  if (!allowed || !mayAutoplay(env, state.duration)) return { state, effects: [] };
  return { state: { ...state, autoplaying: true, muted: true }, effects: ['mute', 'play'] };
}

/** The user took over an autoplaying video: autoplay is off for good. */
const takeOver = (state: PlayerState): PlayerState => ({ ...state, autoplay: false, autoplaying: false });

/** Every rule of spec 1 §4 "Video player" as one pure step: the next state and what to do. */
export function decide(state: PlayerState, env: PlayerEnv, input: PlayerInput): Decision {
  switch (input.type) {
    case 'metadata': {
      const next = { ...state, loaded: true, duration: input.duration, loop: effectiveLoop(state.loop, input.duration) };
      return maybeAutoplay(next, env);
    }
    case 'played':
      return { state: { ...state, playing: true }, effects: [] };
    case 'paused':
      return { state: { ...state, playing: false }, effects: [] };
    case 'volume':
      return { state: { ...state, muted: input.muted }, effects: [] };
    case 'visibility': {
      const next = { ...state, visible: input.visible };
      if (!input.visible) return { state: next, effects: state.autoplaying && state.playing ? ['pause'] : [] };
      return maybeAutoplay(next, env);
    }
    case 'blocked': {
      const next = { ...state, blocked: input.blocked };
      if (input.blocked) return { state: next, effects: state.playing ? ['pause'] : [] };
      // Decision: an autoplaying video paused by the overlay starts again when it closes.
      return maybeAutoplay(next, env);
    }
    case 'click-video':
      if (state.autoplaying) return { state: { ...takeOver(state), muted: false }, effects: ['pause', 'unmute'] };
      return { state, effects: [state.playing ? 'pause' : 'play'] };
    case 'click-control':
      if (!state.autoplaying) return { state, effects: [] };
      if (input.control === 'play') return { state: { ...takeOver(state), muted: false }, effects: ['pause', 'unmute'] };
      if (input.control === 'mute') return { state: { ...takeOver(state), muted: false }, effects: ['unmute', 'restart'] };
      return { state: takeOver(state), effects: ['restart'] };
    case 'ended':
      if (state.loop) return { state, effects: ['loop'] };
      return { state: { ...state, playing: false, autoplaying: false }, effects: [] };
    case 'error':
      return {
        state: { ...state, playing: false, autoplay: false, autoplaying: false, loop: false, errored: true },
        effects: ['pause'],
      };
  }
}
