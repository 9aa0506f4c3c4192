import type { ReactNode, RefObject } from 'react';
import type { Post } from '@dash/shared-contracts';
import { PostCard, PostCardHostProvider } from '@dash/post-kit';
import { useBlogPosts } from '../hooks/use-blog-posts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { usePeeprCardHost } from '../hooks/use-peepr-card-host';

interface PostListProps {
  name: string;
  postId?: string;
  /** Whether the viewer subscribes to the blog, from its header. */
  subscribed: boolean;
  scrollContainer: RefObject<HTMLElement | null>;
  onShowAll: () => void;
  /** A link inside a post leads elsewhere in the app (a tag page): the overlay goes. */
  onNavigate: (url: string) => void;
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
  /** Whether the viewer subscribes to each post's blog, as far as this list has heard. */
  subscribed?: Record<string, boolean>;
}

/**
 * The blog's posts (or another source's: the blog search) as an infinite feed inside the panel, each
 * the dashboard's own post card (@dash/post-kit): every post type, the reblog trail, Like, Reblog,
 * Share, Reply, tags and the video player, as in the feed.
 */
export function PostList({ name, postId, subscribed, scrollContainer, onShowAll, onNavigate, source, emptyView }: PostListProps) {
  const own = useBlogPosts(name, postId, subscribed);
  // With a source, the blog's own pages are never asked for (only loadMore fetches them).
  const posts: PostsSource = source ?? own;
  const host = usePeeprCardHost(name, onNavigate);
  useInfiniteScroll(scrollContainer, !posts.ended && !posts.error && !posts.loading, posts.loadMore, posts.posts.length);

  return (
    <section className="blog-posts">
      <PostCardHostProvider host={host}>
        <div role="feed" aria-label={`Posts by ${name}`} aria-busy={posts.loading} className="blog-posts-feed">
          {posts.posts.map((post, index) => (
            <PostCard
              key={post.id}
              post={post}
              position={index + 1}
              setSize={posts.ended ? posts.posts.length : -1}
              place={{ blog: name }}
              subscribed={posts.subscribed?.[post.blog.name] ?? false}
            />
          ))}
        </div>
      </PostCardHostProvider>
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
