// The pages that load on demand (the dashboard's feed page is in the app chunk). The server build
// replaces this module with pages.server.ts (tools/webpack/shell-server.js).
import './page-styles';
import { lazyPage } from './lazy-page';

const account = () => import(/* webpackChunkName: "page-account" */ '../../features/account');
const settings = () => import(/* webpackChunkName: "page-settings" */ '../../features/settings');

export const LoginPage = lazyPage(account, (m) => m.LoginPage);
export const RegisterPage = lazyPage(account, (m) => m.RegisterPage);
export const ChangePasswordPage = lazyPage(account, (m) => m.ChangePasswordPage);
export const DashboardSettingsPage = lazyPage(account, (m) => m.DashboardSettingsPage);
export const AccountSettingsPage = lazyPage(settings, (m) => m.AccountSettingsPage);
export const BlogSettingsPage = lazyPage(settings, (m) => m.BlogSettingsPage);
export const NotificationSettingsPage = lazyPage(settings, (m) => m.NotificationSettingsPage);
export const BlogPage = lazyPage(
  () => import(/* webpackChunkName: "page-blog" */ '../../features/blog-page'),
  (m) => m.BlogPage,
);
export const FollowingPage = lazyPage(
  () => import(/* webpackChunkName: "page-following" */ '../../features/following'),
  (m) => m.FollowingPage,
);
export const SearchPage = lazyPage(
  () => import(/* webpackChunkName: "page-search" */ '../../features/search-page'),
  (m) => m.SearchPage,
);
export const ActivityPage = lazyPage(
  () => import(/* webpackChunkName: "page-activity" */ '../../features/activity-page'),
  (m) => m.ActivityPage,
);
export const AdminEventsPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin-events" */ '../../features/admin-events'),
  (m) => m.AdminEventsPage,
);
export const HelpPage = lazyPage(
  () => import(/* webpackChunkName: "page-help" */ '../../features/help'),
  (m) => m.HelpPage,
);
export const OutboxPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin" */ '../../features/admin-pages'),
  (m) => m.OutboxPage,
);
export const ReportsPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin" */ '../../features/admin-pages'),
  (m) => m.ReportsPage,
);
export const AbusePage = lazyPage(
  () => import(/* webpackChunkName: "page-abuse" */ '../../features/abuse'),
  (m) => m.AbusePage,
);
