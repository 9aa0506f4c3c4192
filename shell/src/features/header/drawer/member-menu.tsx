import { formatCount } from '@dash/shared-contracts/core';
import { useSession } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';

interface MemberMenuProps {
  onNavigate: () => void;
  onOpenSubnav: (blog: string) => void;
}

/** The blog address prefix of the drawer data (spec 3 §3 url_prefix): the current blog's page. */
export function urlPrefix(currentBlog: string | null): string {
  return currentBlog ? `/blog/${encodeURIComponent(currentBlog)}` : '';
}

/**
 * The logged-in drawer (spec 3 §2): create a post ({blog url prefix}/new/text), Dashboard, Likes and
 * Following with their counts, Settings, Help, Change Password, then the user's blogs (avatar,
 * name, title; each to its page, and a button that opens the blog's subnav). /settings/account and
 * /settings/notifications are desktop-only (spec 3 §2) and two-factor and apps pages do not exist
 * here, so none of them is linked.
 */
export function MemberMenu({ onNavigate, onOpenSubnav }: MemberMenuProps) {
  const session = useSession();
  const user = session.user;
  if (!user) return null;
  const link = (href: string, label: string, count?: number) => (
    <li>
      <AppLink href={href} className="shell-drawer__link" onClick={onNavigate}>
        <span>{label}</span>
        {count !== undefined && <span className="shell-drawer__count">{formatCount(count)}</span>}
      </AppLink>
    </li>
  );

  return (
    <>
      <AppLink href={`${urlPrefix(session.current_blog)}/new/text`} className="shell-drawer__create" onClick={onNavigate}>
        Create a post
      </AppLink>
      <ul className="shell-drawer__links">
        {link('/dashboard', 'Dashboard')}
        {link('/likes', 'Likes', user.liked_post_count)}
        {link('/following', 'Following', user.friend_count)}
        {link('/settings', 'Settings')}
        {link('/help', 'Help')}
        {link('/settings/password', 'Change Password')}
      </ul>
      {session.blogs.length > 0 && (
        <section className="shell-drawer__blogs" aria-labelledby="shell-drawer-blogs">
          <h2 id="shell-drawer-blogs" className="shell-drawer__heading">
            Blogs
          </h2>
          <ul className="shell-drawer__blog-list">
            {session.blogs.map((blog) => (
              <li key={blog.name} className="shell-drawer__blog">
                <AppLink href={`/blog/${encodeURIComponent(blog.name)}`} className="shell-drawer__blog-link" onClick={onNavigate}>
                  <img className="shell-drawer__avatar" src={blog.avatar_url} alt="" width={32} height={32} />
                  <span className="shell-drawer__blog-text">
                    <span className="shell-drawer__blog-name">{blog.name}</span>
                    {blog.title && <span className="shell-drawer__blog-title">{blog.title}</span>}
                  </span>
                </AppLink>
                <button
                  type="button"
                  className="shell-drawer__more"
                  aria-label={`More for ${blog.name}`}
                  data-subnav-for={blog.name}
                  onClick={() => onOpenSubnav(blog.name)}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path fill="currentColor" d="m9 6 6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6L9 6Z" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
