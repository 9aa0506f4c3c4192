import { videoType } from './hd-sources';
import type { Videojs } from './load-videojs';
import type { PlayerEventName, PlayerHandle } from './player-handle';
import { DEFAULT_VOLUME } from './video-constants';

export interface CreatePlayerOptions {
  element: HTMLVideoElement;
  source: string;
  poster: string | null;
  /** A click on the picture (not the controls): the controller decides what it does. */
  onVideoClick: () => void;
}

/**
 * Builds a video.js 8 player on `element` and wraps it as a PlayerHandle. Autoplay and loop are
 * off in video.js itself: the controller starts and loops playback so it can apply the spec's
 * rules (muted autoplay only when visible, loop forced off for short videos, the `looped` log).
 */
export function createVideojsHandle(videojs: Videojs, options: CreatePlayerOptions): PlayerHandle {
  // video.js styles its player by this class (its stylesheet targets .video-js).
  options.element.classList.add('video-js');
  const player = videojs(options.element, {
    controls: true,
    preload: 'metadata',
    playsinline: true,
    fill: true,
    autoplay: false,
    loop: false,
    poster: options.poster ?? undefined,
    // Spec 1 §9 "html5 then flash": Flash is gone from browsers and from video.js 8.
    techOrder: ['html5'],
    sources: [{ src: options.source, type: videoType(options.source) }],
    // userActions.click as a function replaces video.js's play/pause toggle on a picture click.
    userActions: { click: () => options.onVideoClick(), hotkeys: false },
  });
  player.volume(DEFAULT_VOLUME);
  // The feature's wrapper is the named region ("Video by {blog}"); a second, generic
  // "Video Player" region inside it would only add noise for screen-reader users.
  const root = player.el() as HTMLElement;
  root.removeAttribute('role');
  root.removeAttribute('aria-label');

  return {
    play() {
      // Browsers may refuse playback (autoplay policies); that is not an error of the video.
      player.play()?.catch(() => undefined);
    },
    pause: () => player.pause(),
    isPaused: () => player.paused(),
    hasEnded: () => player.ended(),
    getTime: () => player.currentTime() ?? 0,
    setTime: (seconds) => void player.currentTime(seconds),
    getDuration: () => player.duration() ?? Number.NaN,
    getRate: () => player.playbackRate() ?? 1,
    isMuted: () => player.muted() ?? false,
    setMuted: (muted) => void player.muted(muted),
    setVolume: (volume) => void player.volume(volume),
    setSource: (url) => void player.src({ src: url, type: videoType(url) }),
    errorCode: () => player.error()?.code ?? null,
    isFullscreen: () => player.isFullscreen() ?? false,
    on(event: PlayerEventName, listener: () => void) {
      player.on(event, listener);
      return () => player.off(event, listener);
    },
    once: (event, listener) => player.one(event, listener),
    element: () => root,
    dispose: () => player.dispose(),
  };
}
