import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useVideoPlayer } from '../hooks/use-video-player';
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
  /** The viewer pressed play on the look-alike before this player's code was here: play at once. */
  playOnMount?: boolean;
}

/**
 * A video.js player for an uploaded video (spec 1 §4 "Video player"). The rules live in
 * `lib/`; this component only lays out the region, the poster with its play button (video.js loads
 * on play), the mount point and the HD toggle.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { url, hdUrl = null, poster = null, width = 0, height = 0, duration = 0 } = props;
  const region = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const [hd, setHd] = useState(false);
  const [fromArticle, setFromArticle] = useState<{ blog?: string; post?: string }>({});

  useEffect(() => {
    // The post card rewrite may not pass blogName/postId; the feed's article carries both.
    const article = region.current?.closest<HTMLElement>('[data-post-id], [data-blog-name]');
    if (article) setFromArticle({ blog: article.dataset.blogName, post: article.dataset.postId });
  }, []);

  const blogName = props.blogName ?? fromArticle.blog;
  const postId = props.postId ?? fromArticle.post;
  const {
    status,
    setHd: switchHd,
    play,
  } = useVideoPlayer(region, mount, {
    url,
    hdUrl,
    poster,
    duration,
    autoplay: props.autoplay ?? true,
    loop: props.loop ?? true,
    livestream: props.livestream ?? false,
    postId: () => postId,
  });

  const playOnMount = useRef(props.playOnMount === true);
  useEffect(() => {
    if (playOnMount.current) play();
    // Once, at mount: the press was made on the look-alike this player replaces.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggleHd = () => {
    setHd(!hd);
    switchHd(!hd);
  };
  const style: CSSProperties = { aspectRatio: width > 0 && height > 0 ? `${width} / ${height}` : '16 / 9' };

  return (
    <div
      ref={region}
      role="region"
      aria-label={blogName ? `Video by ${blogName}` : 'Video'}
      className="pk-video-player"
      style={style}
    >
      {status === 'failed' ? (
        // The player code did not load: the browser's own player still plays the video.
        <video
          className="pk-video-player__native"
          controls
          preload="metadata"
          playsInline
          poster={poster ?? undefined}
          src={url}
        />
      ) : (
        <div ref={mount} className="pk-video-player__mount" data-status={status}>
          {status !== 'ready' && poster && <img className="pk-video-player__poster" src={poster} alt="" />}
        </div>
      )}
      {(status === 'idle' || status === 'loading') && (
        // Until played, only the poster and this button: the player's code loads on play (issue 8).
        <button
          type="button"
          className="pk-video-player__play"
          aria-label="Play video"
          aria-busy={status === 'loading'}
          onClick={play}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M8 5v14l11-7z" />
          </svg>
        </button>
      )}
      {hdUrl && status === 'ready' && (
        <button type="button" className="pk-video-player__hd" aria-pressed={hd} onClick={toggleHd}>
          HD
        </button>
      )}
    </div>
  );
}
