import type { User } from '@dash/shared-contracts';
import { EDITOR_TYPES } from '@dash/shared-contracts';
import type { UserRow } from '../db/types';
import { bool } from '../lib/json';

export function toUser(row: UserRow, primaryBlogName: string): User {
  const editor = EDITOR_TYPES.find((t) => t === row.default_editor_type) ?? 'rich';
  return {
    name: row.name,
    email: row.email,
    primary: primaryBlogName,
    can_message: bool(row.can_message),
    is_sounds_enabled: bool(row.is_sounds_enabled),
    is_verified_email: bool(row.is_verified_email),
    default_editor_type: editor,
    language: row.language,
    liked_post_count: row.liked_post_count,
    friend_count: row.friend_count,
    polling_token: row.polling_token,
    has_seen_messaging_tutorial: bool(row.has_seen_messaging_tutorial),
    messaging_multiple_windows: bool(row.messaging_multiple_windows),
    tour_done: bool(row.tour_done),
    is_admin: bool(row.is_admin),
    alt_text_reminder: bool(row.alt_text_reminder),
  };
}
