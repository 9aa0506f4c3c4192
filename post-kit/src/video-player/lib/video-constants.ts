/** Every number of the video player (spec 1 §9 "Video" and §4 "Video player"), in one place. */

/** Autoplay needs a video longer than this, and loop is forced off at or below it. */
export const MIN_LOOP_DURATION_S = 1;
export const DEFAULT_VOLUME = 0.8;
export const TIME_UPDATE_POLL_MS = 150;
export const BUFFERING_POLL_MS = 100;
/** A stall is logged as `waiting` only when it lasted longer than this. */
export const WAITING_LOG_THRESHOLD_MS = 2000;
/** A jump of the playhead further than this from where playback would be counts as a seek. */
export const SEEK_THRESHOLD_S = 0.3;
/** The HD toggle switches sources this long after the last press (presses in between coalesce). */
export const HD_SWITCH_DELAY_MS = 300;

/** Decision: the spec says "throttle timeupdate" without a rate; one log per 5 s of playback. */
export const TIMEUPDATE_LOG_INTERVAL_MS = 5000;
/** "Visible" for autoplay: at least half of the player is in view. */
export const VISIBLE_RATIO = 0.5;

/** The name the conversion log gives the player. */
export const PLAYER_NAME = 'videojs';
/** The `log:event` name of every VideoPlayer event; the action goes in `data.action`. */
export const VIDEO_LOG_EVENT = 'VideoPlayer';

/** MediaError code → the name logged (spec 1 §7 "Video errors are logged with code names"). */
export const VIDEO_ERROR_NAMES: Readonly<Record<number, string>> = {
  0: 'custom',
  1: 'aborted',
  2: 'network',
  3: 'decode',
  4: 'source not supported',
  5: 'encrypted',
};
