import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { BlogSuspendedNotice } from '../../moderation';
import { NotFoundPage } from '../../not-found';
import { FeedStatusBar, useInfiniteScroll } from '../../feed';
import { PostCard } from '@dash/post-kit';
import { useBlogPosts } from '../hooks/use-blog-posts';
import { blogPageTitle, type BlogPageRef } from '../lib/blog-page-title';
import { BlogHeader, themeStyle } from './blog-header';
import { MoreFromBlog } from './more-from-blog';
import './blog-page.css';

/**
 * A blog's page (issue 10): /blog/{name} (its posts, infinite), /blog/{name}/tagged/{tag} and the
 * permalink /blog/{name}/post/{id} (the post with its notes open, then more from the blog). The server
 * renders the header, the first posts and a permalink's first notes, so a visitor reads them with
 * JavaScript off; the browser hydrates the same.
 */
export function BlogPage(route: BlogPageRef) {
  const state = useBlogPosts(route);
  const permalink = route.postId !== undefined;
  useInfiniteScroll(!permalink && state.status === 'idle' && state.nextOffset !== null, state.loadMore);
  const title = blogPageTitle(
    route,
    state.status === 'missing' ? null : state.blog ? { tumblelog: state.blog, posts: state.posts, next_offset: null } : undefined,
  );
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (state.status === 'missing') return <NotFoundPage />;
  const blog = state.blog;
  const listLabel = permalink ? 'Post' : route.tag !== undefined ? `Posts tagged #${route.tag}` : 'Posts';
  return (
    <div className="shell-blog-page" style={blog ? themeStyle(blog) : undefined}>
      {blog ? <BlogHeader blog={blog} /> : null}
      {blog ? <BlogSuspendedNotice key={blog.name} blog={blog} /> : null}
      {route.tag !== undefined && blog ? (
        <p className="shell-blog-page__filter">
          Posts tagged <strong>#{route.tag}</strong> ·{' '}
          <AppLink href={`/blog/${encodeURIComponent(blog.name)}`} className="shell-blog-page__all">
            All posts
          </AppLink>
        </p>
      ) : null}
      {state.posts.length === 0 && state.status === 'end' ? (
        <p className="shell-blog-page__empty">
          {route.tag !== undefined ? `Nothing tagged #${route.tag} here yet.` : 'No posts here yet.'}
        </p>
      ) : (
        <div role="feed" aria-label={listLabel} aria-busy={state.status === 'loading'} className="shell-blog-page__posts">
          {state.posts.map((post, i) => (
            <PostCard
              key={post.id}
              post={post}
              position={i + 1}
              subscribed={blog?.name === post.blog.name ? blog.is_subscribed : false}
              setSize={state.status === 'end' ? state.posts.length : -1}
              // The permalink: the post, its notes open under it, then more from the blog (issue 10).
              notesOpen={permalink}
              initialNotes={permalink ? state.notes : null}
            />
          ))}
        </div>
      )}
      <FeedStatusBar status={state.status} error={state.error} hasPosts={state.posts.length > 0} onRetry={state.loadMore} />
      {permalink && blog && state.posts[0] ? <MoreFromBlog blog={blog} exclude={state.posts[0].id} /> : null}
    </div>
  );
}
