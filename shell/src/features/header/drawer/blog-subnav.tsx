import { formatCount } from '@dash/shared-contracts/core';
import { useSession } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';

interface BlogSubnavProps {
  name: string;
  onBack: () => void;
  onNavigate: () => void;
}

/**
 * A blog's subnav in the drawer (spec 3 §4 "subnav-active"; its content is ours): the blog's posts
 * and settings, and for the current blog its drafts, queue and inbox, which act on the current blog.
 * Back (or the burger) returns to the drawer's list.
 */
export function BlogSubnav({ name, onBack, onNavigate }: BlogSubnavProps) {
  const session = useSession();
  const blog = session.blogs.find((b) => b.name === name);
  const current = session.current_blog === name;
  const link = (href: string, label: string, count?: number) => (
    <li>
      <AppLink href={href} className="shell-drawer__link" onClick={onNavigate}>
        <span>{label}</span>
        {count !== undefined && <span className="shell-drawer__count">{formatCount(count)}</span>}
      </AppLink>
    </li>
  );

  return (
    <section className="shell-drawer__subnav" aria-labelledby="shell-drawer-subnav">
      <button type="button" className="shell-drawer__back" onClick={onBack}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="m15 6-6 6 6 6 1.4-1.4-4.6-4.6 4.6-4.6L15 6Z" />
        </svg>
        Back
      </button>
      <h2 id="shell-drawer-subnav" className="shell-drawer__subnav-title">
        {blog && <img className="shell-drawer__avatar" src={blog.avatar_url} alt="" width={32} height={32} />}
        {name}
      </h2>
      {blog ? (
        <ul className="shell-drawer__links">
          {link(`/blog/${encodeURIComponent(name)}`, 'Posts', blog.post_count)}
          {current && link('/drafts', 'Drafts', blog.drafts_count)}
          {current && link('/queue', 'Queue', blog.queue_count)}
          {current && link('/inbox', 'Inbox', blog.unread_count)}
          {link(`/settings/blog/${encodeURIComponent(name)}`, 'Blog settings')}
        </ul>
      ) : (
        <p className="shell-drawer__note">This blog is no longer one of yours.</p>
      )}
    </section>
  );
}
