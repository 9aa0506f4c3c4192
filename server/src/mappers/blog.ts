import type { Blog, BlogRef, OwnBlog, Theme } from '@dash/shared-contracts';
import type { BlogRow } from '../db/types';
import { bool, parseJson } from '../lib/json';
import { DEFAULT_AVATAR, mediaUrl } from '../plugins/app/media';

export const DEFAULT_THEME: Theme = {
  background_color: '#ffffff',
  title_color: '#444444',
  link_color: '#00b8ff',
  title_font: 'Gibson',
  title_font_weight: 'bold',
  avatar_shape: 'circle',
  header_image: null,
  show_header_image: true,
  show_avatar: true,
  show_title: true,
  show_description: true,
};

export const blogUrl = (name: string) => `/blog/${encodeURIComponent(name)}`;

export function avatarUrl(blog: Pick<BlogRow, 'avatar'> | null, size: 48 | 96 | 128 | 512 = 128): string {
  return mediaUrl(`${blog?.avatar ?? DEFAULT_AVATAR}-${size}.jpg`);
}

export function parseTheme(text: string): Theme {
  return { ...DEFAULT_THEME, ...parseJson<Partial<Theme>>(text, {}) };
}

/**
 * The theme as answers carry it: the stored JSON plus the avatar's and the header image's alt text
 * (migration 023's columns; issue 13), '' when none.
 */
export function themeOf(row: Pick<BlogRow, 'theme'> & Partial<Pick<BlogRow, 'avatar_alt' | 'header_image_alt'>>): Theme {
  return { ...parseTheme(row.theme), header_image_alt: row.header_image_alt ?? '', avatar_alt: row.avatar_alt ?? '' };
}

/** The columns a BlogRef is made of (feeds read only these). */
export type BlogRefRow = Pick<BlogRow, 'id' | 'name' | 'uuid' | 'title' | 'avatar'>;

export function toBlogRef(row: BlogRefRow): BlogRef {
  return { name: row.name, uuid: row.uuid, title: row.title, avatar_url: avatarUrl(row), url: blogUrl(row.name) };
}

export interface BlogViewerState {
  following: boolean;
  is_subscribed: boolean;
  is_mine: boolean;
  logged_in: boolean;
  /** One of the viewer's blogs blocked this blog. */
  is_blocked?: boolean;
}

export function toBlog(row: BlogRow, viewer: BlogViewerState): Blog {
  return {
    ...toBlogRef(row),
    description: row.description,
    theme: themeOf(row),
    post_count: row.post_count,
    follower_count: row.follower_count,
    following: viewer.following,
    // Subscribing is possible only while following (spec 1 §4).
    can_subscribe: viewer.following,
    is_subscribed: viewer.following && viewer.is_subscribed,
    asks: bool(row.asks),
    anonymous_asks: bool(row.asks) && bool(row.anonymous_asks),
    can_receive_messages: bool(row.can_receive_messages),
    is_mine: viewer.is_mine,
    is_blocked: viewer.is_blocked ?? false,
    // Only its owner and admins are ever answered a suspended blog (services/moderation/blog-access).
    is_suspended: bool(row.is_suspended),
  };
}

export function toOwnBlog(row: BlogRow, extra: { is_primary: boolean; unread_messages_count: number }): OwnBlog {
  return {
    ...toBlogRef(row),
    mention_key: row.mention_key,
    is_primary: extra.is_primary,
    unread_count: row.unread_count,
    unread_messages_count: extra.unread_messages_count,
    can_send_messages: bool(row.can_receive_messages),
    post_count: row.post_count,
    follower_count: row.follower_count,
    drafts_count: row.drafts_count,
    queue_count: row.queue_count,
    is_suspended: bool(row.is_suspended),
  };
}

/** The `context_tumblelog` counts of the save response (fields ending _count). */
export function blogCounts(row: BlogRow): Record<string, number> {
  return {
    post_count: row.post_count,
    follower_count: row.follower_count,
    unread_count: row.unread_count,
    drafts_count: row.drafts_count,
    queue_count: row.queue_count,
  };
}
