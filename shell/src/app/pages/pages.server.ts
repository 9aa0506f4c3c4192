// The server build's pages (tools/webpack/shell-server.js puts this module in place of index.ts):
// the server renders every page directly, so its HTML is whole with JavaScript blocked.
import type { ComponentType } from 'react';
import * as abuse from '../../features/abuse';
import * as account from '../../features/account';
import * as activityPage from '../../features/activity-page';
import * as adminPages from '../../features/admin-pages';
import * as adminEvents from '../../features/admin-events';
import * as blogPage from '../../features/blog-page';
import * as following from '../../features/following';
import * as help from '../../features/help';
import * as searchPage from '../../features/search-page';
import * as settings from '../../features/settings';
import type { LazyPage } from './lazy-page';

function direct<P>(component: ComponentType<P>): LazyPage<P> {
  return Object.assign(component, { preload: () => Promise.resolve(component) });
}

export const LoginPage = direct(account.LoginPage);
export const RegisterPage = direct(account.RegisterPage);
export const ChangePasswordPage = direct(account.ChangePasswordPage);
export const DashboardSettingsPage = direct(account.DashboardSettingsPage);
export const AccountSettingsPage = direct(settings.AccountSettingsPage);
export const BlogSettingsPage = direct(settings.BlogSettingsPage);
export const NotificationSettingsPage = direct(settings.NotificationSettingsPage);
export const BlogPage = direct(blogPage.BlogPage);
export const FollowingPage = direct(following.FollowingPage);
export const HelpPage = direct(help.HelpPage);
export const ActivityPage = direct(activityPage.ActivityPage);
export const AdminEventsPage = direct(adminEvents.AdminEventsPage);
export const SearchPage = direct(searchPage.SearchPage);
export const OutboxPage = direct(adminPages.OutboxPage);
export const ReportsPage = direct(adminPages.ReportsPage);
export const AbusePage = direct(abuse.AbusePage);
