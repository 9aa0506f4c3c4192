import { Suspense, lazy, useEffect, useRef, useState, type CSSProperties } from 'react';
import { describeImage } from '@dash/shared-contracts/core';
import { useHydrated } from '../../lib/use-hydrated';
import { PlayButton } from './play-button';
import './video-player.css';

export interface VideoPlayerProps {
  url: string;
  hdUrl?: string | null;
  poster?: string | null;
  width?: number;
  height?: number;
  /** Seconds, from the post; the player's metadata replaces it once loaded. */
  duration?: number;
  /** Names the region "Video by {blog}"; read from the enclosing article when not given. */
  blogName?: string;
  postId?: string;
  /** Spec 1 §3 "Video player options". Decision: posts autoplay (muted, by the rules) and loop. */
  autoplay?: boolean;
  loop?: boolean;
  livestream?: boolean;
}

// The player's code (video-player-body.tsx and the rules it runs) is a chunk of its own, fetched
// once the page is interactive and only when a video post is on it; video.js itself loads later
// still, on play or in view (load-videojs.ts).
const Body = lazy(() =>
  import(/* webpackChunkName: "video-player-ui" */ './video-player-body').then((m) => ({ default: m.VideoPlayerBody })),
);

/**
 * A video.js player for an uploaded video (spec 1 §4 "Video player"): a region named after the
 * blog, sized by the video. Until its code is here (and in the server's HTML) it shows the poster
 * and the play button it will show itself; a press on that button is kept and played once the
 * player mounts. The region stays the same element throughout.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { poster = null, width = 0, height = 0 } = props;
  const region = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [pressed, setPressed] = useState(false);
  const [fromArticle, setFromArticle] = useState<{ blog?: string; post?: string }>({});

  useEffect(() => {
    // A caller may not pass blogName/postId; the feed's article carries both.
    const article = region.current?.closest<HTMLElement>('[data-post-id], [data-blog-name]');
    if (article) setFromArticle({ blog: article.dataset.blogName, post: article.dataset.postId });
  }, []);

  const blogName = props.blogName ?? fromArticle.blog;
  const postId = useRef<string | undefined>(undefined);
  postId.current = props.postId ?? fromArticle.post;
  // The poster is the video's picture until it plays (issue 13): "Video poster by {blog}".
  const posterAlt = describeImage(null, { index: 0, count: 1, by: blogName ?? '', kind: 'Video poster' });
  const style: CSSProperties = { aspectRatio: width > 0 && height > 0 ? `${width} / ${height}` : '16 / 9' };
  const face = (
    <>
      <div className="pk-video-player__mount" data-status="idle">
        {poster && <img className="pk-video-player__poster" src={poster} alt={posterAlt} />}
      </div>
      <PlayButton busy={pressed} onPlay={() => setPressed(true)} />
    </>
  );

  return (
    <div
      ref={region}
      role="region"
      aria-label={blogName ? `Video by ${blogName}` : 'Video'}
      className="pk-video-player"
      style={style}
    >
      {hydrated ? (
        <Suspense fallback={face}>
          <Body {...props} posterAlt={posterAlt} region={region} postId={() => postId.current} playOnMount={pressed} />
        </Suspense>
      ) : (
        face
      )}
    </div>
  );
}
