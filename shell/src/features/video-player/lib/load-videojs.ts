import type videojsDefault from 'video.js';
import type * as PlayerKit from './player-kit';

export type Videojs = typeof videojsDefault;

let loading: Promise<Videojs> | null = null;

/**
 * Loads video.js 8 and its stylesheet as their own chunk, once per page (spec: the player code is
 * fetched only when a video post is about to show). A failed load is forgotten so the next video
 * post tries again.
 */
export function loadVideojs(): Promise<Videojs> {
  if (!loading) {
    loading = Promise.all([
      import(/* webpackChunkName: "video-player" */ 'video.js'),
      import(/* webpackChunkName: "video-player" */ 'video.js/dist/video-js.css'),
    ]).then(([module]) => module.default);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The library's version for the conversion log ("player_version"). */
export function videojsVersion(videojs: Videojs): string {
  const version: unknown = (videojs as unknown as { VERSION?: unknown }).VERSION;
  return typeof version === 'string' ? version : 'unknown';
}

/** video.js with the player's own code (player-kit.ts), in the same chunk, on play. */
export function loadPlayer(): Promise<{ videojs: Videojs; kit: typeof PlayerKit }> {
  return Promise.all([loadVideojs(), import(/* webpackChunkName: "video-player" */ './player-kit')]).then(([videojs, kit]) => ({
    videojs,
    kit,
  }));
}
