import type { Post } from '@dash/shared-contracts';

let nextId = 100;
export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides.id ?? String(nextId++);
  return {
    id,
    type: 'text',
    state: 'published',
    format: 'rich',
    blog: { name: 'bob', uuid: 't:bob', title: 'Bob', avatar_url: '/media/avatars/bob.png', url: 'http://localhost/blog/bob' },
    root_id: id,
    reblog_key: `key-${id}`,
    reblogged_from: null,
    trail: [],
    timestamp: 1700000000,
    publish_on: null,
    tags: [],
    slug: '',
    post_url: `http://localhost/blog/bob/post/${id}`,
    source_url: null,
    content: { title: `Title ${id}`, body: `<p>Body ${id}</p>` },
    note_count: 5,
    like_count: 2,
    reblog_count: 1,
    liked: false,
    reblogged: false,
    is_mine: false,
    following: true,
    can_like: true,
    can_reblog: true,
    ...overrides,
  };
}
