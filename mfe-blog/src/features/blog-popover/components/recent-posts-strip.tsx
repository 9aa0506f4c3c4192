import type { MouseEvent } from 'react';
import { BLOG_POPOVER, type HighlightedPost } from '@dash/shared-contracts';
import { LoadingBar } from '@dash/remote-kit';

const typeLabel = (post: HighlightedPost) => `${post.type.charAt(0).toUpperCase()}${post.type.slice(1)} post`;

interface StripProps {
  name: string;
  posts: readonly HighlightedPost[];
  /** The bar loader shows (at least BLOG_POPOVER.minLoaderMs, usePopoverData). */
  loading: boolean;
  onOpenPost: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The recent-posts strip (spec 3 §2 screen 2): each highlighted post as its picture, or its first
 * words, linking to its permalink. Fewer than BLOG_POPOVER.minHighlightedPosts hide it.
 */
export function RecentPostsStrip({ name, posts, loading, onOpenPost }: StripProps) {
  if (loading) return <LoadingBar label={`Loading ${name}'s recent posts`} />;
  if (posts.length < BLOG_POPOVER.minHighlightedPosts) return null;
  return (
    <ul className="blog-popover__strip" aria-label={`Recent posts by ${name}`}>
      {posts.map((post) => (
        <li key={post.id}>
          <a className="blog-popover__post" href={post.url} onClick={onOpenPost}>
            {post.thumbnail_url && <img src={post.thumbnail_url} alt="" loading="lazy" />}
            <span className={post.thumbnail_url ? 'blog-popover__hidden' : 'blog-popover__snippet'}>
              {post.summary || typeLabel(post)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
