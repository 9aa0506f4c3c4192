import type { Post } from '@dash/shared-contracts';
import { commentOf } from '../lib/draft-from-post';
import { SafeHtml } from './safe-html';

/** The type's own content, without the blogger's comment (that one is the trail's last entry). */
function OriginalContent({ post }: { post: Post }) {
  const c = post.content;
  return (
    <>
      {c.title && <p className="compose-reblog-title">{c.title}</p>}
      {c.photos?.map((photo) => (
        <img key={photo.url} className="compose-reblog-photo" src={photo.url} alt={photo.caption} />
      ))}
      {c.quote && <SafeHtml className="compose-reblog-quote" html={c.quote} />}
      {c.source && <SafeHtml className="compose-reblog-source" html={c.source} />}
      {c.url && (
        <p>
          <a href={c.url} target="_blank" rel="noreferrer noopener">
            {c.url}
          </a>
        </p>
      )}
      {c.chat && (
        <ul className="compose-reblog-chat">
          {c.chat.map((line, index) => (
            <li key={index}>
              {line.label && <b>{line.label} </b>}
              {line.phrase}
            </li>
          ))}
        </ul>
      )}
      {c.audio && <p>{[c.audio.track_title, c.audio.artist].filter(Boolean).join(' — ') || c.audio.url}</p>}
      {c.video?.url && <p>{c.video.url}</p>}
      {c.question && <p className="compose-reblog-question">{c.question}</p>}
    </>
  );
}

/**
 * What is being reblogged, read-only above the comment field: the original content, the trail of
 * earlier comments, then the reblogged blog's own words.
 */
export function ReblogContent({ post, includeOwnComment }: { post: Post; includeOwnComment: boolean }) {
  const comment = commentOf(post);
  return (
    <section className="compose-reblog" aria-label="Reblogged content">
      <OriginalContent post={post} />
      {post.trail.map((item) => (
        <div key={`${item.blog.name}-${item.post_id}`} className="compose-reblog-trail">
          <p className="compose-reblog-blog">{item.blog.name}:</p>
          <SafeHtml html={item.html} />
        </div>
      ))}
      {includeOwnComment && comment.trim() !== '' && (
        <div className="compose-reblog-trail">
          <p className="compose-reblog-blog">{post.blog.name}:</p>
          <SafeHtml html={comment} />
        </div>
      )}
    </section>
  );
}

/** The ask being answered, read-only above the Answer field. */
export function AnswerQuestion({ post }: { post: Post }) {
  const asker = post.content.asking_name || 'Anonymous';
  return (
    <section className="compose-question" aria-label="Question">
      <p className="compose-question-asker">{asker} asked:</p>
      <p className="compose-question-text">{post.content.question ?? ''}</p>
    </section>
  );
}
