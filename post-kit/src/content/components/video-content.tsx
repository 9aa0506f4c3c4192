import type { PostContent } from '@dash/shared-contracts';
import { VideoPlayer } from '../../video-player';
import { HtmlBlock } from '../../components/html-block';

/**
 * The video.js player for uploaded videos; embeds (already sanitized by the server) stay HTML.
 * `blogName` and `postId` name the player and its logs; without them the player reads the
 * enclosing article's data-blog-name / data-post-id.
 */
export function VideoContent({ content, blogName, postId }: { content: PostContent; blogName: string; postId?: string }) {
  const video = content.video;
  return (
    <>
      {video?.url ? (
        <VideoPlayer
          url={video.url}
          hdUrl={video.hd_url}
          poster={video.poster}
          width={video.width}
          height={video.height}
          duration={video.duration}
          blogName={blogName}
          postId={postId}
        />
      ) : video?.embed_html ? (
        <HtmlBlock html={video.embed_html} imageBy={blogName} className="pk-video-embed" />
      ) : (
        <p className="pk-post__unavailable">This video is not available.</p>
      )}
      {content.caption && <HtmlBlock html={content.caption} imageBy={blogName} className="pk-post__html pk-post__caption" />}
    </>
  );
}
