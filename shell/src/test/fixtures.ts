import type { OwnBlog, Session, User } from '@dash/shared-contracts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    name: 'alice',
    email: 'alice@example.com',
    primary: 'alice',
    can_message: true,
    is_sounds_enabled: true,
    is_verified_email: true,
    default_editor_type: 'rich',
    language: 'en_US',
    liked_post_count: 1234,
    friend_count: 12,
    polling_token: 'tok',
    ...overrides,
  };
}

export function makeOwnBlog(name: string, overrides: Partial<OwnBlog> = {}): OwnBlog {
  return {
    name,
    uuid: `t:${name}`,
    title: `${name} title`,
    avatar_url: `/media/avatars/${name}.png`,
    url: `http://localhost/blog/${name}`,
    mention_key: `m-${name}`,
    is_primary: false,
    unread_count: 0,
    unread_messages_count: 0,
    can_send_messages: true,
    post_count: 3,
    follower_count: 4,
    drafts_count: 1,
    queue_count: 2,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    logged_in: true,
    user: makeUser(),
    blogs: [makeOwnBlog('alice', { is_primary: true, unread_count: 3 })],
    current_blog: 'alice',
    form_key: 'fk',
    flags: {},
    ...overrides,
  };
}

export function makeVisitorSession(): Session {
  return { logged_in: false, user: null, blogs: [], current_blog: null, form_key: 'fk', flags: {} };
}

// One post fixture for the shell and the post kit's own tests.
export { makePost } from '@dash/post-kit/src/testing/fixtures';
