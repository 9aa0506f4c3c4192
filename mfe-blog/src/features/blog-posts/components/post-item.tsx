import type { Post } from '@dash/shared-contracts';
import { formatCount } from '@dash/shared-contracts';
import { PostBody } from './post-body';

/** One post of the blog, compact: who, what, tags and notes. */
export function PostItem({ post }: { post: Post }) {
  const date = new Date(post.timestamp * 1000);
  return (
    <article className={`blog-post blog-post--${post.type}`} aria-label={`Post ${post.id}`}>
      <div className="blog-post-meta">
        <span className="blog-post-blog">{post.blog.name}</span>
        {post.reblogged_from && <span className="blog-post-reblogged"> reblogged {post.reblogged_from.name}</span>}
        <time dateTime={date.toISOString()} className="blog-post-date">
          {date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })}
        </time>
      </div>
      {post.trail.map((item) => (
        <div key={`${item.blog.name}-${item.post_id}`} className="blog-post-trail">
          <p className="blog-post-trail-name">{item.blog.name}:</p>
          <div className="blog-post-html" dangerouslySetInnerHTML={{ __html: item.html }} />
        </div>
      ))}
      <div className="blog-post-content">
        <PostBody post={post} />
      </div>
      {post.tags.length > 0 && (
        <ul className="blog-post-tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <p className="blog-post-notes">{post.note_count === 1 ? '1 note' : `${formatCount(post.note_count)} notes`}</p>
    </article>
  );
}
