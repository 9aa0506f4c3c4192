/** The video player feature's public face, used by the post card's video content. */
export { VideoPlayer } from './components/video-player';
export type { VideoPlayerProps } from './components/video-player';
