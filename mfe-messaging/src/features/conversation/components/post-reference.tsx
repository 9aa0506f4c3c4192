import type { Message } from '@dash/shared-contracts';
import { nonTextSummary } from '../../../lib/message-summary';
import { fitThumbnail } from '../state/image-fit';

type PostRef = NonNullable<Message['post']>;

/** The permalink path of a post reference (the server's post_url may be absolute). */
function permalinkPath(post: PostRef): string {
  return `/blog/${encodeURIComponent(post.blog_name)}/post/${encodeURIComponent(post.id)}`;
}

/**
 * A POSTREF message (spec 2 §3 "Post reference"): the "sent a …" line, then a card linking to the
 * post's permalink with its blog, its first image (fitted to 210×150) and its summary. A post that is
 * no longer available is only the line "sent a post that's no longer available", with no link.
 */
export function PostReference({ message }: { message: Message }) {
  const post = message.post;
  const line = nonTextSummary(message);
  const text = message.content?.text;
  if (!post || post.state === 'disabled' || !post.blog_name) {
    return (
      <>
        <p className="msg-msg__text msg-msg__text--meta">{line}</p>
        {text ? <p className="msg-msg__text">{text}</p> : null}
      </>
    );
  }
  const size =
    post.thumbnail_url && post.thumbnail_width && post.thumbnail_height
      ? fitThumbnail(post.thumbnail_width, post.thumbnail_height)
      : null;
  return (
    <>
      <p className="msg-msg__text msg-msg__text--meta">{line}</p>
      <a className="msg-postref" href={permalinkPath(post)}>
        {post.thumbnail_url && size ? (
          <img
            className="msg-postref__img"
            src={post.thumbnail_url}
            alt=""
            width={size.width}
            height={size.height}
            loading="lazy"
          />
        ) : null}
        <span className="msg-postref__blog">{post.blog_name}</span>
        {post.summary ? <span className="msg-postref__summary">{post.summary}</span> : null}
      </a>
      {text ? <p className="msg-msg__text">{text}</p> : null}
    </>
  );
}
