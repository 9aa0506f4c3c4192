/** The video player feature's public face, used by the post card's video content. */
export { LazyVideoPlayer } from './components/lazy-video-player';
export type { VideoPlayerProps } from './components/video-player';
