import { useEffect, useRef, useState } from 'react';
import { formatCount } from '@dash/shared-contracts/core';
import { useSession, useShellServices } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';
import { AccountBlogList } from './account-blog-list';
import { CreateBlogForm } from './create-blog-form';
import type { AccountMenuProps } from './account-menu-props';
import './account-menu.css';

/** The account popover: the user's blogs (a switcher when there are several), links and Log out. */
export default function AccountMenu({ onClose }: AccountMenuProps) {
  const services = useShellServices();
  const session = useSession();
  const rootRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const user = session.user;

  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, []);

  if (!user) return null;
  const current = session.blogs.find((b) => b.name === session.current_blog);

  const logout = async () => {
    setLoggingOut(true);
    setError(null);
    try {
      await services.session.logout();
      onClose();
      services.router.navigate('/dashboard');
    } catch {
      setLoggingOut(false);
      setError('Sorry, we could not log you out. Please try again.');
    }
  };
  const link = (href: string, label: string, count?: string) => (
    <li>
      <AppLink href={href} className="shell-account-menu__link" onClick={() => onClose()}>
        <span>{label}</span>
        {count !== undefined && <span className="shell-account-menu__count">{count}</span>}
      </AppLink>
    </li>
  );

  return (
    <div ref={rootRef} className="shell-account-menu">
      <h2 className="shell-account-menu__heading">Account</h2>
      <ul className="shell-account-menu__links">
        {link('/likes', 'Likes', formatCount(user.liked_post_count))}
        {link('/following', 'Following', formatCount(user.friend_count))}
        {current && link('/inbox', 'Inbox', formatCount(current.unread_count))}
        {link('/drafts', 'Drafts', current ? formatCount(current.drafts_count) : undefined)}
        {link('/queue', 'Queue', current ? formatCount(current.queue_count) : undefined)}
        {link('/settings/account', 'Settings')}
        {link('/settings/password', 'Change password')}
        {link('/help', 'Help')}
      </ul>
      <AccountBlogList onSwitched={() => onClose({ restoreFocus: true })} onNavigate={() => onClose()} />
      <CreateBlogForm />
      {error && (
        <p role="alert" className="shell-account-menu__error">
          {error}
        </p>
      )}
      <button type="button" className="shell-account-menu__logout" onClick={logout} disabled={loggingOut}>
        {loggingOut ? 'Logging out…' : 'Log out'}
      </button>
    </div>
  );
}
