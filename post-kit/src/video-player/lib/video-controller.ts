import { videoErrorName } from './autoplay-rules';
import type { PlayerEnv } from './autoplay-rules';
import { restoreAfterSwitch, sourceFor } from './hd-sources';
import type { VideoSources } from './hd-sources';
import { createThrottle, isSeek, noStall, shouldLogWaiting, trackStall } from './playback-tracking';
import type { PlayheadSample } from './playback-tracking';
import type { PlayerHandle } from './player-handle';
import { decide, initialPlayerState } from './player-machine';
import type { PlayerControl, PlayerEffect, PlayerInput, PlayerState } from './player-machine';
import { BUFFERING_POLL_MS, HD_SWITCH_DELAY_MS, TIME_UPDATE_POLL_MS, TIMEUPDATE_LOG_INTERVAL_MS } from './video-constants';

export type VideoLog = (action: string, data?: Record<string, unknown>) => void;

export interface VideoControllerOptions {
  player: PlayerHandle;
  env: PlayerEnv;
  sources: VideoSources;
  initial: { autoplay: boolean; loop: boolean; muted: boolean; duration: number };
  /** Publishes a VideoPlayer event (play, pause, looped, …). */
  log: VideoLog;
  /** Called on every start of playback (the conversion log decides whether it is the first). */
  onPlay: () => void;
  now?: () => number;
}

const CONTROL_CLASSES: ReadonlyArray<[string, PlayerControl]> = [
  ['.vjs-mute-control', 'mute'],
  ['.vjs-fullscreen-control', 'fullscreen'],
  ['.vjs-play-control', 'play'],
];

/**
 * The glue between a player and the pure rules: player events and page facts go through
 * `decide`, its effects go to the player, and the polls (time update 150 ms, buffering 100 ms)
 * turn the playhead into seek, timeupdate and waiting logs.
 */
export function createVideoController(options: VideoControllerOptions) {
  const { player, env, log } = options;
  const now = options.now ?? (() => Date.now());
  let state: PlayerState = initialPlayerState(options.initial);
  let hd = false;
  let currentUrl = options.sources.url;
  let switching = false;
  let hdTimer: ReturnType<typeof setTimeout> | undefined;
  let previous: PlayheadSample | null = null;
  let stall = noStall();
  const timeupdateGate = createThrottle(TIMEUPDATE_LOG_INTERVAL_MS);
  let polls: Array<ReturnType<typeof setInterval>> = [];
  let reportedMuted = player.isMuted();

  const sample = (): PlayheadSample => ({
    time: player.getTime(),
    at: now(),
    playing: !player.isPaused(),
    rate: player.getRate(),
  });

  const restart = () => {
    // Our own jump to 0 is not the user's seek.
    previous = null;
    player.setTime(0);
    player.play();
  };
  const run = (effect: PlayerEffect) => {
    if (effect === 'play') player.play();
    else if (effect === 'pause') player.pause();
    else if (effect === 'mute') player.setMuted(true);
    else if (effect === 'unmute') player.setMuted(false);
    else if (effect === 'restart') restart();
    else {
      log('looped');
      restart();
    }
  };
  const apply = (input: PlayerInput) => {
    const decision = decide(state, env, input);
    state = decision.state;
    decision.effects.forEach(run);
  };

  const pollTime = () => {
    const next = sample();
    if (previous && isSeek(previous, next)) log('seek', { from: previous.time, to: next.time });
    if (next.playing && timeupdateGate(next.at)) log('timeupdate', { time: next.time });
    previous = next;
  };
  const pollStall = () => {
    const result = trackStall(stall, sample());
    stall = result.state;
    if (shouldLogWaiting(result.endedMs)) log('waiting', { ms: result.endedMs });
  };
  const startPolls = () => {
    if (polls.length > 0) return;
    previous = sample();
    stall = noStall(previous.time);
    polls = [setInterval(pollTime, TIME_UPDATE_POLL_MS), setInterval(pollStall, BUFFERING_POLL_MS)];
  };
  const stopPolls = () => {
    if (polls.length === 0) return;
    pollStall(); // a stall cut short by a pause still counts
    polls.forEach((poll) => clearInterval(poll));
    polls = [];
  };

  const offs = [
    player.on('loadedmetadata', () => {
      if (switching) return;
      const first = !state.loaded;
      apply({ type: 'metadata', duration: player.getDuration() });
      if (first) log('initialLoad', { duration: state.duration });
    }),
    player.on('play', () => {
      apply({ type: 'played' });
      startPolls();
      if (switching) return;
      log('play', { autoplay: state.autoplaying, muted: player.isMuted() });
      options.onPlay();
    }),
    player.on('pause', () => {
      apply({ type: 'paused' });
      stopPolls();
      // Reaching the end also pauses; that is logged as ended or looped, not as a pause.
      if (!switching && !player.hasEnded()) log('pause', { time: player.getTime() });
    }),
    player.on('ended', () => {
      if (!state.loop) log('ended');
      apply({ type: 'ended' });
    }),
    player.on('error', () => {
      log('error', { code: videoErrorName(player.errorCode()) });
      stopPolls();
      apply({ type: 'error' });
    }),
    player.on('volumechange', () => {
      const muted = player.isMuted();
      if (muted === reportedMuted) return; // a volume change only
      reportedMuted = muted;
      if (muted !== state.muted) apply({ type: 'volume', muted });
      // The mute that starts autoplay is ours, not the viewer's.
      if (!(muted && state.autoplaying)) log('muted', { muted });
    }),
    player.on('fullscreenchange', () => log('fullscreen', { fullscreen: player.isFullscreen() })),
  ];

  // Bubble phase on the player's root: video.js's own control handlers (on the buttons) have run.
  const onControlClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const hit = CONTROL_CLASSES.find(([selector]) => event.target instanceof Element && event.target.closest(selector));
    if (hit) apply({ type: 'click-control', control: hit[1] });
  };
  player.element().addEventListener('click', onControlClick);

  const switchSource = () => {
    const url = sourceFor(options.sources, hd);
    if (url === currentUrl) return;
    const restore = restoreAfterSwitch({ time: player.getTime(), paused: player.isPaused(), muted: player.isMuted() });
    switching = true;
    currentUrl = url;
    log('resolutionchange', { hd, time: restore.time });
    player.once('loadedmetadata', () => {
      previous = null;
      player.setTime(restore.time);
      player.setMuted(restore.muted);
      if (restore.play) player.play();
      switching = false;
    });
    player.setSource(url);
  };

  return {
    getState: (): PlayerState => state,
    setVisible: (visible: boolean) => apply({ type: 'visibility', visible }),
    setBlocked: (blocked: boolean) => apply({ type: 'blocked', blocked }),
    /** A click on the picture (video.js `userActions.click`). */
    clickVideo: () => apply({ type: 'click-video' }),
    /** The HD toggle: the switch happens 300 ms after the last press. */
    setHd(next: boolean) {
      hd = next;
      clearTimeout(hdTimer);
      hdTimer = setTimeout(switchSource, HD_SWITCH_DELAY_MS);
    },
    dispose() {
      clearTimeout(hdTimer);
      stopPolls();
      offs.forEach((off) => off());
      player.element().removeEventListener('click', onControlClick);
    },
  };
}

export type VideoController = ReturnType<typeof createVideoController>;
