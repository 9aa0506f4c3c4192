import type { Blog } from '@dash/shared-contracts';
import { useSession, useShellServices } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';

/** The follow control of a blog card: a member's button, a visitor's link to /follow/{name} (spec 3 §4). */
function FollowControl({ blog }: { blog: Blog }) {
  const { bus } = useShellServices();
  const session = useSession();
  if (blog.is_mine) return null;
  if (!(session.logged_in && session.user))
    return (
      <AppLink
        href={`/follow/${encodeURIComponent(blog.name)}`}
        className="shell-button shell-button--primary shell-search-blog__follow"
        aria-label={`Follow ${blog.name}`}
      >
        Follow
      </AppLink>
    );
  return (
    <button
      type="button"
      className={`shell-button shell-search-blog__follow${blog.following ? '' : ' shell-button--primary'}`}
      aria-label={`${blog.following ? 'Unfollow' : 'Follow'} ${blog.name}`}
      onClick={() => bus.emit('blog:follow', { name: blog.name, follow: !blog.following, source: 'search-page' })}
    >
      {blog.following ? 'Unfollow' : 'Follow'}
    </button>
  );
}

/**
 * The blogs whose name or title matches the term, in a row above the posts (the first page's
 * `blogs`): avatar, name linking to the blog's page, title, and Follow. Nothing when none match.
 */
export function MatchingBlogs({ blogs }: { blogs: Blog[] }) {
  if (blogs.length === 0) return null;
  return (
    <section className="shell-search-blogs" aria-labelledby="shell-search-blogs-title">
      <h2 id="shell-search-blogs-title" className="shell-search-page__subtitle">
        Blogs
      </h2>
      <ul className="shell-search-blogs__list">
        {blogs.map((blog) => (
          <li key={blog.name} className="shell-search-blog">
            <img className="shell-search-blog__avatar" src={blog.avatar_url} alt="" width={64} height={64} />
            <AppLink href={`/blog/${encodeURIComponent(blog.name)}`} className="shell-search-blog__name">
              {blog.name}
            </AppLink>
            {blog.title && blog.title !== blog.name ? <span className="shell-search-blog__title">{blog.title}</span> : null}
            <FollowControl blog={blog} />
          </li>
        ))}
      </ul>
    </section>
  );
}
