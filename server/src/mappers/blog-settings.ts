import type { BlogSettings } from '@dash/shared-contracts';
import type { BlogRow } from '../db/types';
import { bool } from '../lib/json';
import { avatarUrl, blogUrl, themeOf } from './blog';

/** A blog's settings as its owner edits them (GET /svc/settings/blog/{name}). */
export function toBlogSettings(row: BlogRow): BlogSettings {
  return {
    name: row.name,
    url: blogUrl(row.name),
    title: row.title,
    description: row.description,
    avatar_url: avatarUrl(row),
    theme: themeOf(row),
    asks: bool(row.asks),
    anonymous_asks: bool(row.anonymous_asks),
    messages_from_followed_only: bool(row.messages_from_followed_only),
    twitter_send_posts: bool(row.twitter_send_posts),
    facebook_opengraph_send_posts: bool(row.facebook_opengraph_send_posts),
  };
}
