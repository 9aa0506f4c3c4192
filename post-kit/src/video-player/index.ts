/** The video player feature's public face, used by the post card's video content. */
export { VideoPlayer, type VideoPlayerProps } from './components/video-player';
