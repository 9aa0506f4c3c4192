import type { ReactNode } from 'react';
import { useLocation, useSession } from '../../app/shell-services';
import { AppLink } from '../app-link';
import './settings-nav.css';

const PAGES = [
  { href: '/settings/account', label: 'Account' },
  { href: '/settings/dashboard', label: 'Dashboard' },
  { href: '/settings/notifications', label: 'Notifications' },
  { href: '/settings/password', label: 'Password' },
] as const;

export const blogSettingsPath = (name: string) => `/settings/blog/${encodeURIComponent(name)}`;

/**
 * The settings navigation: the account's pages and each of the user's blogs. Shared by the settings
 * pages of two features (account: dashboard, password; settings: account, notifications, blogs).
 */
export function SettingsNav() {
  const { pathname } = useLocation();
  const session = useSession();
  const link = (href: string, label: ReactNode, key: string) => (
    <li key={key}>
      <AppLink href={href} className="shell-settings-nav__link" aria-current={pathname === href ? 'page' : undefined}>
        {label}
      </AppLink>
    </li>
  );
  return (
    <nav className="shell-settings-nav" aria-label="Settings">
      <ul className="shell-settings-nav__list">{PAGES.map((p) => link(p.href, p.label, p.href))}</ul>
      {session.blogs.length > 0 && (
        <>
          <h2 className="shell-settings-nav__heading">Blogs</h2>
          <ul className="shell-settings-nav__list">
            {session.blogs.map((blog) =>
              link(
                blogSettingsPath(blog.name),
                <>
                  <img className="shell-settings-nav__avatar" src={blog.avatar_url} alt="" width={20} height={20} />
                  <span>{blog.name}</span>
                </>,
                blog.name,
              ),
            )}
          </ul>
        </>
      )}
    </nav>
  );
}

/** A settings page beside the navigation (stacked on narrow screens). */
export function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell-settings-layout">
      <SettingsNav />
      <div className="shell-settings-layout__page">{children}</div>
    </div>
  );
}
