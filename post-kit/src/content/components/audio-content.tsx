import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../../components/html-block';

/** The album art's alt (issue 13): "Album art of {album}", else "Album art for {track}". */
export function albumArtAlt(audio: NonNullable<PostContent['audio']>): string {
  if (audio.album) return `Album art of ${audio.album}`;
  return `Album art for ${audio.track_title || 'Untitled track'}${audio.artist ? ` by ${audio.artist}` : ''}`;
}

export function AudioContent({ content, blogName }: { content: PostContent; blogName: string }) {
  const audio = content.audio;
  return (
    <>
      {audio && (
        <div className="pk-audio">
          {audio.album_art && (
            <img className="pk-audio__art" src={audio.album_art} alt={albumArtAlt(audio)} width={84} height={84} loading="lazy" />
          )}
          <div className="pk-audio__meta">
            <span className="pk-audio__title">{audio.track_title || 'Untitled track'}</span>
            {audio.artist && <span className="pk-audio__artist">{audio.artist}</span>}
            {audio.album && <span className="pk-audio__album">{audio.album}</span>}
            <audio
              className="pk-audio__player"
              controls
              preload="none"
              src={audio.url}
              aria-label={`Play ${audio.track_title || 'track'}${audio.artist ? ` by ${audio.artist}` : ''}`}
            />
          </div>
        </div>
      )}
      {content.caption && <HtmlBlock html={content.caption} imageBy={blogName} className="pk-post__html pk-post__caption" />}
    </>
  );
}
