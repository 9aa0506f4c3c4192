import type { Post } from '@dash/shared-contracts';
import { BlogLink } from './blog-link';

export function PostHeader({ post, labelId }: { post: Post; labelId: string }) {
  return (
    <header className="shell-post__header">
      <img className="shell-post__avatar" src={post.blog.avatar_url} alt="" width={40} height={40} loading="lazy" />
      <div className="shell-post__byline">
        <BlogLink name={post.blog.name} className="shell-post__blog" id={labelId}>
          {post.blog.name}
        </BlogLink>
        {post.reblogged_from && (
          <span className="shell-post__reblogged">
            <span aria-hidden="true">⟲ </span>reblogged from{' '}
            <BlogLink name={post.reblogged_from.name} className="shell-post__blog-secondary">
              {post.reblogged_from.name}
            </BlogLink>
          </span>
        )}
      </div>
      {post.state !== 'published' && <span className="shell-post__state">{post.state}</span>}
    </header>
  );
}
