import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../html-block';

export function AudioContent({ content }: { content: PostContent }) {
  const audio = content.audio;
  return (
    <>
      {audio && (
        <div className="shell-audio">
          {audio.album_art && (
            <img className="shell-audio__art" src={audio.album_art} alt="" width={84} height={84} loading="lazy" />
          )}
          <div className="shell-audio__meta">
            <span className="shell-audio__title">{audio.track_title || 'Untitled track'}</span>
            {audio.artist && <span className="shell-audio__artist">{audio.artist}</span>}
            {audio.album && <span className="shell-audio__album">{audio.album}</span>}
            <audio
              className="shell-audio__player"
              controls
              preload="none"
              src={audio.url}
              aria-label={`Play ${audio.track_title || 'track'}${audio.artist ? ` by ${audio.artist}` : ''}`}
            />
          </div>
        </div>
      )}
      {content.caption && <HtmlBlock html={content.caption} className="shell-post__html shell-post__caption" />}
    </>
  );
}
