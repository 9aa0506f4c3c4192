import type { RefObject } from 'react';
import { useBlogPosts } from '../hooks/use-blog-posts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { PostItem } from './post-item';

interface PostListProps {
  name: string;
  postId?: string;
  scrollContainer: RefObject<HTMLElement | null>;
  onShowAll: () => void;
}

/** The blog's posts as an infinite list inside the panel. */
export function PostList({ name, postId, scrollContainer, onShowAll }: PostListProps) {
  const posts = useBlogPosts(name, postId);
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
      {posts.ended && posts.posts.length === 0 && !postId && <p className="blog-empty">{name} hasn't posted anything yet.</p>}
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
