import type { ReactNode, RefObject } from 'react';
import type { Post } from '@dash/shared-contracts';
import { useBlogPosts } from '../hooks/use-blog-posts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { PostItem } from './post-item';

interface PostListProps {
  name: string;
  postId?: string;
  scrollContainer: RefObject<HTMLElement | null>;
  onShowAll: () => void;
  /** Another source of posts (the blog search's results) instead of the blog's own pages. */
  source?: PostsSource;
  /** Shown instead of the empty-blog line when the source has no posts. */
  emptyView?: ReactNode;
}

/** What the list reads its posts from: useBlogPosts, or anything of the same shape. */
export interface PostsSource {
  posts: Post[];
  loading: boolean;
  ended: boolean;
  error: string | null;
  loadMore: () => void;
  retry: () => void;
}

/** The blog's posts as an infinite list inside the panel. */
export function PostList({ name, postId, scrollContainer, onShowAll, source, emptyView }: PostListProps) {
  const own = useBlogPosts(name, postId);
  // With a source, the blog's own pages are never asked for (only loadMore fetches them).
  const posts: PostsSource = source ?? own;
  useInfiniteScroll(scrollContainer, !posts.ended && !posts.error && !posts.loading, posts.loadMore, posts.posts.length);

  return (
    <section className="blog-posts" aria-label={`Posts by ${name}`}>
      {posts.posts.map((post) => (
        <PostItem key={post.id} post={post} />
      ))}
      {posts.loading && (
        <p className="blog-status" role="status">
          Loading posts…
        </p>
      )}
      {posts.error && (
        <div className="blog-error" role="alert">
          <p>{posts.error}</p>
          <button type="button" className="blog-button blog-button--primary" onClick={posts.retry}>
            Retry
          </button>
        </div>
      )}
      {posts.ended &&
        posts.posts.length === 0 &&
        !postId &&
        (emptyView ?? <p className="blog-empty">{name} hasn't posted anything yet.</p>)}
      {posts.ended && postId && (
        <>
          {posts.posts.length === 0 && <p className="blog-empty">This post isn't available.</p>}
          <button type="button" className="blog-button blog-button--secondary blog-show-all" onClick={onShowAll}>
            See all of {name}'s posts
          </button>
        </>
      )}
    </section>
  );
}
