import type { Post } from '@dash/shared-contracts';
import { BlogLink } from './blog-link';
import { HtmlBlock } from './html-block';

/** The reblog trail: earlier blogs' contributions, oldest first. */
export function PostTrail({ trail }: { trail: Post['trail'] }) {
  if (trail.length === 0) return null;
  return (
    <div className="shell-post__trail">
      {trail.map((item) => (
        <div key={`${item.blog.name}-${item.post_id}`} className="shell-post__trail-item">
          <BlogLink name={item.blog.name} className="shell-post__blog-secondary">
            {item.blog.name}
          </BlogLink>
          <HtmlBlock html={item.html} className="shell-post__html" />
        </div>
      ))}
    </div>
  );
}
