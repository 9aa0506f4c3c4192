import type { CSSProperties } from 'react';
import type { VideoPlayerProps } from './video-player';

/**
 * What the player shows before it is played, drawn without the player's code: the region, the
 * poster and the play button, with the same markup and classes as VideoPlayer's first state, so the
 * server's HTML, hydration and the swap to the real player change nothing on screen.
 */
export function VideoLookalike({
  poster = null,
  width = 0,
  height = 0,
  blogName,
  pressed,
  onPlay,
}: Pick<VideoPlayerProps, 'poster' | 'width' | 'height' | 'blogName'> & { pressed: boolean; onPlay: () => void }) {
  const style: CSSProperties = { aspectRatio: width > 0 && height > 0 ? `${width} / ${height}` : '16 / 9' };
  return (
    <div role="region" aria-label={blogName ? `Video by ${blogName}` : 'Video'} className="pk-video-player" style={style}>
      <div className="pk-video-player__mount" data-status="idle">
        {poster && <img className="pk-video-player__poster" src={poster} alt="" />}
      </div>
      <button type="button" className="pk-video-player__play" aria-label="Play video" aria-busy={pressed} onClick={onPlay}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M8 5v14l11-7z" />
        </svg>
      </button>
    </div>
  );
}
