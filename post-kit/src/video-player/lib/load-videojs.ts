import type videojsDefault from 'video.js';
import { loadOnce } from '../../lib/load-once';
import type * as PlayerKit from './player-kit';

export type Videojs = typeof videojsDefault;

/**
 * Loads video.js 8 and its stylesheet as their own chunk, once per page (issue 8: on play). A
 * failed load is forgotten so the next video post tries again.
 */
export const loadVideojs = loadOnce<Videojs>(() =>
  Promise.all([
    import(/* webpackChunkName: "video-player" */ 'video.js'),
    import(/* webpackChunkName: "video-player" */ 'video.js/dist/video-js.css'),
  ]).then(([module]) => module.default),
);

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
