import { Suspense, lazy, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { VideoLookalike } from './video-lookalike';
import type { VideoPlayerProps } from './video-player';
import './video-player.css';

// The player's own code is a chunk of its own, fetched after the page is interactive and only when
// a video post is on it (video.js itself loads later still, on play or in view: load-videojs.ts).
const Player = lazy(() =>
  import(/* webpackChunkName: "video-player-ui" */ './video-player').then((m) => ({ default: m.VideoPlayer })),
);

/**
 * The video player of a post: its look-alike (poster and play button) in the server's HTML and
 * while hydrating, then the player once its chunk is here. A press on the look-alike's play button
 * is kept and played by the player when it mounts.
 */
export function LazyVideoPlayer(props: VideoPlayerProps) {
  const hydrated = useHydrated();
  const [pressed, setPressed] = useState(false);
  const lookalike = <VideoLookalike {...props} pressed={pressed} onPlay={() => setPressed(true)} />;
  if (!hydrated) return lookalike;
  return (
    <Suspense fallback={lookalike}>
      <Player {...props} playOnMount={pressed} />
    </Suspense>
  );
}
