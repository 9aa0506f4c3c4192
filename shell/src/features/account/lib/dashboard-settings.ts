import { ApiError } from '@dash/shared-contracts/core';
import type { EditorType, User } from '@dash/shared-contracts';
import { TROUBLE_MESSAGE } from './form-errors';

export const DASHBOARD_SETTINGS_TITLE = 'Dashboard settings';
export const SETTINGS_SAVED = 'Saved.';

export type DashboardSettingKey = 'is_sounds_enabled' | 'messaging_multiple_windows' | 'alt_text_reminder';

/** The switches of the Messaging section, in page order. */
export const MESSAGING_SETTINGS: readonly { key: DashboardSettingKey; label: string }[] = [
  { key: 'is_sounds_enabled', label: 'Play a sound for new messages' },
  { key: 'messaging_multiple_windows', label: 'Keep several conversations open side by side' },
];

/** The switches of the Posts section (issue 13: the alt text reminder of the post form). */
export const POST_SETTINGS: readonly { key: DashboardSettingKey; label: string }[] = [
  { key: 'alt_text_reminder', label: 'Remind me to add alt text to my images' },
];

/** Settings that are on when an older server's user does not carry them. */
const ON_WHEN_ABSENT: ReadonlySet<DashboardSettingKey> = new Set(['alt_text_reminder']);

/** The post form's editors (EDITOR_TYPES), as the page names them. */
export const EDITOR_CHOICES: readonly { value: EditorType; label: string; hint: string }[] = [
  { value: 'rich', label: 'Rich text', hint: 'Format with the toolbar.' },
  { value: 'html', label: 'HTML', hint: 'Write the markup yourself.' },
  { value: 'markdown', label: 'Markdown', hint: 'Plain text with *marks* for formatting.' },
];

/**
 * A setting as the user has it now. Absent from an older server's user: `messaging_multiple_windows`
 * is off, `alt_text_reminder` on (the reminder shows unless turned off).
 */
export function settingValue(user: User, key: DashboardSettingKey): boolean {
  return user[key] ?? ON_WHEN_ABSENT.has(key);
}

/** What a failed save says: the server's words for a 4xx or being offline, else the general trouble line. */
export function saveFailedMessage(error: unknown): string {
  const reason = error instanceof ApiError && error.status < 500 ? error.userMessage : TROUBLE_MESSAGE;
  return `Your setting was not saved. ${reason}`;
}
