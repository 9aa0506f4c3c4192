import type { Post, SaveResponse } from '@dash/shared-contracts';

export function fakePost(extra: Partial<Post> = {}): Post {
  const blog = { name: 'alice', uuid: 't:alice', title: 'Alice', avatar_url: '/a.png', url: 'http://localhost/blog/alice' };
  return {
    id: '101',
    type: 'text',
    state: 'published',
    format: 'rich',
    blog,
    root_id: '101',
    reblog_key: 'key',
    reblogged_from: null,
    trail: [],
    timestamp: 1700000000,
    publish_on: null,
    tags: [],
    slug: 'hello',
    post_url: 'http://localhost/blog/alice/101',
    source_url: null,
    content: { title: 'Hello', body: '<p>World</p>' },
    note_count: 0,
    like_count: 0,
    reblog_count: 0,
    liked: false,
    reblogged: false,
    is_mine: true,
    following: false,
    can_like: false,
    can_reblog: true,
    ...extra,
  };
}

export function fakeSaveResponse(post: Post = fakePost()): SaveResponse {
  return {
    post: { is_edit: false, is_reblog: false },
    created_post: post,
    post_context_page: 'dashboard',
    message: 'Posted to alice.',
    post_tumblelog: { name_or_id: 'alice', url: post.blog.url, avatar: post.blog.avatar_url, post_url: post.post_url },
    context_tumblelog: { post_count: 1 },
  };
}
