import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../html-block';

/** A native player for uploaded videos; embeds (already sanitized by the server) otherwise. */
export function VideoContent({ content }: { content: PostContent }) {
  const video = content.video;
  return (
    <>
      {video?.url ? (
        <video
          className="shell-video"
          controls
          preload="metadata"
          playsInline
          poster={video.poster ?? undefined}
          width={video.width || undefined}
          height={video.height || undefined}
          src={video.url}
        />
      ) : video?.embed_html ? (
        <HtmlBlock html={video.embed_html} className="shell-video-embed" />
      ) : (
        <p className="shell-post__unavailable">This video is not available.</p>
      )}
      {content.caption && <HtmlBlock html={content.caption} className="shell-post__html shell-post__caption" />}
    </>
  );
}
