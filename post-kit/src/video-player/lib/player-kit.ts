/**
 * The player's own code, loaded with video.js on play (load-videojs.ts `loadPlayer`): the
 * controller that applies the rules of spec 1 §4 and the video.js adapter. The page before play
 * needs only the poster, its play button and the autoplay rules.
 */
export { createVideoController } from './video-controller';
export { createVideojsHandle } from './videojs-adapter';
