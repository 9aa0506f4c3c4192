/** The settings pages (issue 10 item 8): account, notifications and each own blog. */
export { AccountSettingsPage } from './components/account-settings-page';
export { BlogSettingsPage } from './components/blog-settings-page';
export { NotificationSettingsPage } from './components/notification-settings-page';
export { ACCOUNT_SETTINGS_TITLE, NOTIFICATION_SETTINGS_TITLE, blogSettingsTitle } from './lib/settings-copy';
