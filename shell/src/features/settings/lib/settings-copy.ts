export const ACCOUNT_SETTINGS_TITLE = 'Account settings';
export const NOTIFICATION_SETTINGS_TITLE = 'Notification settings';
export const blogSettingsTitle = (name: string) => `Settings for ${name}`;
export const SAVED = 'Saved.';
export const LOADING = 'Loading your settings…';
export const ACCOUNT_DELETED = 'Your account has been deleted.';
