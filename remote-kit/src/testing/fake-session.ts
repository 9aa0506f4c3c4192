import type { OwnBlog, Session } from '@dash/shared-contracts';

export function fakeBlog(name: string, extra: Partial<OwnBlog> = {}): OwnBlog {
  return {
    name,
    uuid: `t:${name}`,
    title: name,
    avatar_url: `/media/avatar/${name}.png`,
    url: `/blog/${name}`,
    mention_key: `mk-${name}`,
    is_primary: false,
    unread_count: 0,
    unread_messages_count: 0,
    can_send_messages: true,
    post_count: 0,
    follower_count: 0,
    drafts_count: 0,
    queue_count: 0,
    ...extra,
  };
}

/**
 * A logged-in session (user "ann", primary blog "alpha"). The primary and current blog follow the
 * first of `overrides.blogs` unless given too.
 */
export function fakeSession(overrides: Partial<Session> = {}, user: Partial<NonNullable<Session['user']>> = {}): Session {
  const blogs = overrides.blogs ?? [fakeBlog('alpha', { is_primary: true })];
  const first = blogs[0]?.name ?? null;
  return {
    logged_in: true,
    user: {
      name: 'ann',
      email: 'ann@example.com',
      primary: first ?? 'alpha',
      can_message: true,
      is_sounds_enabled: false,
      is_verified_email: true,
      default_editor_type: 'rich',
      language: 'en_US',
      liked_post_count: 0,
      friend_count: 0,
      polling_token: 'tok',
      ...user,
    },
    blogs,
    current_blog: first,
    form_key: 'fk',
    flags: {},
    ...overrides,
  };
}
