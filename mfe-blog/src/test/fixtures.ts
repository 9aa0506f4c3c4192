import type { Blog, HighlightedPost, Post } from '@dash/shared-contracts';

export function fakeBlogEntity(name: string, extra: Partial<Blog> = {}): Blog {
  return {
    name,
    uuid: `t:${name}`,
    title: `${name}'s place`,
    avatar_url: `/media/avatars/${name}.png`,
    url: `http://localhost:8080/blog/${name}`,
    description: `Hello from <a href="/about">about me</a> and <a href="javascript:alert(1)">bad</a>`,
    theme: {
      background_color: '#fafafa',
      title_color: '#444444',
      link_color: '#529ecc',
      title_font: 'Gibson',
      title_font_weight: 'bold',
      avatar_shape: 'circle',
      header_image: null,
      show_header_image: false,
      show_avatar: true,
      show_title: true,
      show_description: true,
    },
    post_count: 3,
    follower_count: 10,
    following: false,
    can_subscribe: false,
    is_subscribed: false,
    asks: true,
    anonymous_asks: false,
    can_receive_messages: true,
    is_mine: false,
    is_blocked: false,
    ...extra,
  };
}

export function fakePost(id: string, blogName = 'bob', extra: Partial<Post> = {}): Post {
  const blog = {
    name: blogName,
    uuid: `t:${blogName}`,
    title: blogName,
    avatar_url: '/a.png',
    url: `http://localhost/blog/${blogName}`,
  };
  return {
    id,
    type: 'text',
    state: 'published',
    format: 'rich',
    blog,
    root_id: id,
    reblog_key: `key${id}`,
    reblogged_from: null,
    trail: [],
    timestamp: 1700000000,
    publish_on: null,
    tags: [],
    slug: '',
    post_url: `http://localhost/blog/${blogName}/${id}`,
    source_url: null,
    content: { title: `Post ${id}`, body: `<p>Body ${id}</p>` },
    note_count: 0,
    like_count: 0,
    reblog_count: 0,
    liked: false,
    reblogged: false,
    is_mine: false,
    following: false,
    can_like: true,
    can_reblog: true,
    ...extra,
  };
}

export function fakeHighlightedPost(id: string, blogName = 'bob', extra: Partial<HighlightedPost> = {}): HighlightedPost {
  return {
    id,
    type: 'text',
    url: `/blog/${blogName}/post/${id}`,
    summary: `Post ${id}`,
    thumbnail_url: null,
    note_count: 0,
    timestamp: 1700000000,
    ...extra,
  };
}
