import { useEffect, useRef, useState, type RefObject } from 'react';
import { useVideoPlayer } from '../hooks/use-video-player';
import { PlayButton } from './play-button';
import type { VideoPlayerProps } from './video-player';

/**
 * The player itself (its own chunk, see video-player.tsx): the mount point video.js builds into,
 * the play button until played, the browser's own player if video.js fails to load, and the HD
 * toggle. The rules live in `lib/`. `region` is the enclosing region (visibility is measured on it).
 */
export function VideoPlayerBody({
  region,
  postId,
  playOnMount = false,
  posterAlt,
  ...props
}: Omit<VideoPlayerProps, 'postId' | 'blogName'> & {
  region: RefObject<HTMLDivElement | null>;
  /** Read when an event is logged (the post id may only be known after mount). */
  postId: () => string | undefined;
  /** The poster's alt, as the face before this code wrote it. */
  posterAlt: string;
  /** The viewer pressed play before this code was here: play at once. */
  playOnMount?: boolean;
}) {
  const { url, hdUrl = null, poster = null, duration = 0 } = props;
  const mount = useRef<HTMLDivElement>(null);
  const [hd, setHd] = useState(false);
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
    postId,
  });

  const pressedBefore = useRef(playOnMount);
  useEffect(() => {
    if (pressedBefore.current) play();
    // Once, at mount: the press was made on the face this player replaces.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggleHd = () => {
    setHd(!hd);
    switchHd(!hd);
  };

  return (
    <>
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
          {status !== 'ready' && poster && <img className="pk-video-player__poster" src={poster} alt={posterAlt} />}
        </div>
      )}
      {(status === 'idle' || status === 'loading') && (
        // Until played, only the poster and this button: video.js loads on play (issue 8).
        <PlayButton busy={status === 'loading'} onPlay={play} />
      )}
      {hdUrl && status === 'ready' && (
        <button type="button" className="pk-video-player__hd" aria-pressed={hd} onClick={toggleHd}>
          HD
        </button>
      )}
    </>
  );
}
