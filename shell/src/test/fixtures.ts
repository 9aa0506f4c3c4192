import type { Blog, OwnBlog, Session, User } from '@dash/shared-contracts';
import { makePost } from '@dash/post-kit/src/testing/fixtures';

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

/** A blog as others see it (GET /svc/indash_blog/header and posts). */
export function makeBlog(name: string, overrides: Partial<Blog> = {}): Blog {
  return {
    name,
    uuid: `t:${name}`,
    title: `${name.charAt(0).toUpperCase()}${name.slice(1)} the blog`,
    avatar_url: `/media/avatars/${name}.png`,
    url: `http://localhost/blog/${name}`,
    description: `All about ${name}.`,
    theme: {
      background_color: '#ffffff',
      title_color: '#222222',
      link_color: '#0b5fa5',
      title_font: 'Georgia',
      title_font_weight: 'bold',
      avatar_shape: 'circle',
      header_image: null,
      show_header_image: true,
      show_avatar: true,
      show_title: true,
      show_description: true,
    },
    post_count: 2,
    follower_count: 5,
    following: false,
    can_subscribe: false,
    is_subscribed: false,
    asks: true,
    anonymous_asks: false,
    can_receive_messages: true,
    is_mine: false,
    is_blocked: false,
    ...overrides,
  };
}

/** GET /svc/indash_blog/posts for `name`: two posts, the end. */
export function blogPostsAnswer(name: string, overrides: Partial<Blog> = {}) {
  return {
    posts: [makePost({ id: `${name}-1`, blog: makeBlog(name) }), makePost({ id: `${name}-2`, blog: makeBlog(name) })],
    tumblelog: makeBlog(name, overrides),
    next_offset: null,
  };
}
