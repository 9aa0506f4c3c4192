import { useState } from 'react';
import { formatBadge } from '@dash/shared-contracts/core';
import type { OwnBlog } from '@dash/shared-contracts';
import { useSession, useShellServices } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';

function BlogRow({ blog, current }: { blog: OwnBlog; current: boolean }) {
  const badge = formatBadge(blog.unread_count);
  return (
    <>
      <img className="shell-account-blog__avatar" src={blog.avatar_url} alt="" width={32} height={32} />
      <span className="shell-account-blog__text">
        <span className="shell-account-blog__name">{blog.name}</span>
        <span className="shell-account-blog__title">{blog.title}</span>
      </span>
      {current && <span className="shell-visually-hidden">(current blog)</span>}
      {badge && (
        <span className="shell-badge" aria-label={`${blog.unread_count} unread`}>
          {badge}
        </span>
      )}
    </>
  );
}

/**
 * The user's blogs. With several blogs it is the blog switcher (spec 1 §6): choosing another blog
 * makes it the current (acting) blog everywhere.
 */
export function AccountBlogList({ onSwitched, onNavigate }: { onSwitched: () => void; onNavigate: () => void }) {
  const { session: store } = useShellServices();
  const session = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const switcher = session.blogs.length > 1;

  const choose = async (name: string) => {
    setBusy(name);
    setError(null);
    try {
      await store.setCurrentBlog(name);
      onSwitched();
    } catch {
      setError(`Sorry, we could not switch to ${name}. Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="shell-account-blogs" aria-label={switcher ? 'Switch blog' : 'Your blog'}>
      <h3 className="shell-account-menu__subheading">{switcher ? 'Blogs' : 'Blog'}</h3>
      <ul className="shell-account-blogs__list">
        {session.blogs.map((blog) => {
          const current = blog.name === session.current_blog;
          return (
            <li key={blog.name} className="shell-account-blogs__item">
              {switcher && !current ? (
                <button
                  type="button"
                  className="shell-account-blog"
                  onClick={() => choose(blog.name)}
                  disabled={busy !== null}
                  aria-busy={busy === blog.name}
                >
                  <BlogRow blog={blog} current={false} />
                </button>
              ) : (
                <div
                  className={`shell-account-blog${current ? ' shell-account-blog--current' : ''}`}
                  aria-current={current || undefined}
                >
                  <BlogRow blog={blog} current={current} />
                </div>
              )}
              <AppLink
                href={`/blog/${encodeURIComponent(blog.name)}`}
                className="shell-account-blog__view"
                aria-label={`View ${blog.name}`}
                onClick={onNavigate}
              >
                View
              </AppLink>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="shell-account-menu__error">
          {error}
        </p>
      )}
    </section>
  );
}
