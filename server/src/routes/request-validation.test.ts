import { BLOG_SEARCH, MODERATION_FLAGS, REQUEST_MAX, SITE_SEARCH } from '@dash/shared-contracts';
import { dbSnapshot } from '../../test/db-snapshot';
import type { Client } from '../../test/helpers';
import { setupTestApp } from '../../test/setup-test-app';

/**
 * Every route parses its request with its shared-contracts schema (lib/validate.ts): wrong types,
 * missing required fields and oversized values answer the envelope's 400 with the field, and change
 * nothing. One row per route and the field it is tested on.
 */
const { ctx, users } = setupTestApp('ann', 'ben');

type Kind = 'text' | 'digits' | 'enum';
interface Row {
  method: 'GET' | 'POST' | 'DELETE';
  /** The URL; `{v}` is replaced by the value under test for params. */
  url: string;
  field: string;
  where: 'body' | 'query' | 'params';
  kind: Kind;
  max?: number;
  required?: string;
  /** The type the field's check names (the conversion log is JSON text or, in JSON bodies, the object). */
  expected?: string;
  /** Other fields the request needs to reach the field's check. */
  base?: Record<string, string>;
}

const { body: BODY, text: TEXT, url: URL_MAX, name: NAME } = REQUEST_MAX;
const b = (method: Row['method'], url: string, field: string, kind: Kind, max?: number, extra: Partial<Row> = {}): Row => ({
  method,
  url,
  field,
  where: 'body',
  kind,
  ...(max ? { max } : {}),
  ...extra,
});
const q = (method: Row['method'], url: string, field: string, kind: Kind, max?: number): Row => ({
  method,
  url,
  field,
  where: 'query',
  kind,
  ...(max ? { max } : {}),
});

const ROWS: Row[] = [
  b('POST', '/svc/account/register', 'email', 'text', 254, { base: { password: 'long enough pass 1', blog_name: 'zed' } }),
  b('POST', '/svc/account/login', 'email', 'text', undefined, { required: 'email', base: { password: 'x' } }),
  b('POST', '/svc/account/password', 'current_password', 'text', undefined, { required: 'current_password' }),
  b('POST', '/svc/session/current_blog', 'tumblelog', 'text', NAME, { required: 'tumblelog' }),
  b('POST', '/svc/post/update', 'post[two]', 'text', BODY, { base: { channel_id: 'ann' } }),
  b('POST', '/svc/post/update', 'channel_id', 'text', NAME, { required: 'channel_id' }),
  b('POST', '/svc/post/fetch', 'post_id', 'digits', undefined, { required: 'post_id' }),
  b('POST', '/svc/post/delete', 'post_id', 'digits', undefined, { required: 'post_id', base: { channel_id: 'ann' } }),
  b('POST', '/svc/post/get_video_data', 'embed_width', 'text', 16, { base: { embed_url: 'https://vimeo.com/1' } }),
  b('POST', '/svc/post/opengraph', 'url', 'text', URL_MAX),
  b('POST', '/svc/post/ask', 'question', 'text', TEXT, { base: { recipient: 'ben' } }),
  b('POST', '/svc/post/ask', 'recipient', 'text', NAME, { required: 'recipient', base: { question: 'Hi?' } }),
  b('POST', '/svc/post/ask', 'anonymous', 'enum', undefined, {
    expected: "'' | 'true' | 'false' | '1' | '0' | 'on' | 'off'",
    base: { recipient: 'ben', question: 'Hi?' },
  }),
  b('POST', '/fast_reblog', 'reblog_post_id', 'digits', undefined, { required: 'reblog_post_id' }),
  b('POST', '/publish', 'id', 'digits', undefined, { required: 'id' }),
  b('POST', '/answer', 'post_id', 'digits', undefined, { required: 'post_id' }),
  b('POST', '/answer', 'answer_text', 'text', BODY, { base: { post_id: '1' } }),
  b('POST', '/approve_submission', 'id', 'digits', undefined, { required: 'id' }),
  b('POST', '/deny_submission', 'pid', 'digits', undefined, { required: 'pid' }),
  b('POST', '/svc/reply', 'post_id', 'digits', undefined, { required: 'post_id', base: { reply_text: 'hi' } }),
  b('POST', '/svc/reply', 'reply_text', 'text', TEXT, { base: { post_id: '1' } }),
  b('POST', '/svc/promote', 'tag', 'text', NAME, { base: { post_id: '1' } }),
  b('POST', '/svc/unpromote', 'tag_id', 'text', NAME, { base: { post_id: '1' } }),
  b('POST', '/svc/block/add', 'blocked_tumblelog', 'text', NAME, { base: { tumblelog: 'ann' } }),
  b('POST', '/svc/block/remove', 'blocked_tumblelog', 'text', NAME, { base: { tumblelog: 'ann' } }),
  b('POST', '/svc/like', 'id', 'digits', undefined, { required: 'id' }),
  b('POST', '/svc/unlike', 'id', 'digits', undefined, { required: 'id' }),
  b('POST', '/svc/follow', 'tumblelog', 'text', NAME),
  b('POST', '/svc/unfollow', 'tumblelog', 'text', NAME),
  b('POST', '/svc/share/email', 'message', 'text', TEXT, { base: { tumblelog_name: 'ben', post_id: '1' } }),
  b('POST', '/svc/search/inline_gif', 'q', 'text', NAME),
  b('POST', '/svc/search/inline_gif', 'limit', 'digits'),
  b('POST', '/svc/conversations/messages', 'conversation_id', 'digits'),
  b('POST', '/svc/conversations/messages', 'message', 'text', 4096 * 4),
  b('POST', '/svc/conversations/messages', 'context', 'text', NAME),
  b('POST', '/svc/conversations/messages', 'gif_post_id', 'digits'),
  b('POST', '/svc/conversations/messages', 'gif_url', 'text', URL_MAX),
  b('POST', '/svc/conversations/flag', 'conversation_id', 'digits', undefined, {
    required: 'conversation_id',
    base: { type: 'spam' },
  }),
  b('POST', '/svc/conversations/flag', 'type', 'enum', undefined, {
    required: 'type',
    expected: "'spam' | 'unblur'",
    base: { conversation_id: '1' },
  }),
  b('POST', '/svc/conversations/flag', 'context', 'text', NAME, { base: { conversation_id: '1', type: 'spam' } }),
  b('POST', '/svc/conversations/settings', 'messages_from_followed_only', 'text', 16, {
    required: 'messages_from_followed_only',
  }),
  b('POST', '/svc/log/conversion', 'log', 'text', TEXT, { required: 'log', expected: 'object' }),
  b('POST', '/svc/settings/account/email', 'email', 'text', 254, { required: 'email', base: { password: 'correct horse' } }),
  b('POST', '/svc/settings/account/email', 'password', 'text', 200, { required: 'password', base: { email: 'a@example.test' } }),
  b('POST', '/svc/settings/account/delete', 'password', 'text', 200, { required: 'password' }),
  b('POST', '/svc/settings/blog/ann', 'title', 'text', 255),
  b('POST', '/svc/settings/blog/ann', 'description', 'text', 1000),
  b('POST', '/svc/account/blogs', 'blog_name', 'text', 32, { required: 'blog_name' }),
  b('POST', '/settings/save', 'tumblelog_name_or_id', 'text', NAME, {
    required: 'tumblelog_name_or_id',
    base: { 'tumblelog[twitter_send_posts]': 'on' },
  }),
  q('GET', '/svc/post/dashboard/before/0', 'tag', 'text', NAME),
  q('GET', '/svc/indash_blog/header', 'tumblelog_name_or_id', 'text', NAME),
  q('GET', '/svc/indash_blog/posts', 'limit', 'digits'),
  q('GET', '/svc/data/tumblelog', 'tumblelog', 'text', NAME),
  q('GET', '/svc/conversations', 'participant', 'text', NAME),
  q('GET', '/svc/conversations/messages', 'conversation_id', 'digits'),
  q('DELETE', '/svc/conversations/messages', 'conversation_id', 'digits'),
  q('GET', '/svc/conversations/participant_suggestions', 'q', 'text', NAME),
  { ...q('GET', '/svc/conversations/participant_info', 'q', 'text', NAME), required: 'q' },
  q('GET', '/services/poll', 'token', 'text', NAME),
  q('GET', '/svc/search/blog_search/ann/zebra', 'limit', 'digits'),
  q('GET', '/svc/search/blog_search/ann/zebra', 'next_offset', 'digits'),
  { ...q('GET', '/svc/search/blog_search/ann/zebra', 'sort', 'enum'), expected: "'CREATED_DESC' | 'POPULARITY_DESC'" },
  { ...q('GET', '/svc/search/blog_search/ann/zebra', 'post_role', 'enum'), expected: "'ANY' | 'ORIGINAL'" },
  { ...q('GET', '/svc/search/blog_search/ann/zebra', 'filter_nsfw', 'enum'), expected: "'true' | 'false' | '1' | '0'" },
  q('GET', '/svc/search/blog_search_typeahead/ann', 'q', 'text', BLOG_SEARCH.termMax),
  q('GET', '/svc/search/posts/zebra', 'limit', 'digits'),
  q('GET', '/svc/search/posts/zebra', 'next_offset', 'digits'),
  { ...q('GET', '/svc/search/posts/zebra', 'sort', 'enum'), expected: "'TOP' | 'CREATED_DESC'" },
  { ...q('GET', '/svc/search/posts/zebra', 'post_role', 'enum'), expected: "'ANY' | 'ORIGINAL'" },
  { ...q('GET', '/svc/search/posts/zebra', 'filter_nsfw', 'enum'), expected: "'true' | 'false' | '1' | '0'" },
  { method: 'GET', url: '/svc/post/{v}/before/0', field: 'page', where: 'params', kind: 'enum' },
  { method: 'GET', url: '/svc/post/dashboard/{v}/0', field: 'direction', where: 'params', kind: 'enum' },
  { method: 'GET', url: '/svc/post/dashboard/before/{v}', field: 'ref', where: 'params', kind: 'digits' },
  { method: 'GET', url: '/svc/post/share/ben/{v}', field: 'id', where: 'params', kind: 'digits' },
  { method: 'POST', url: '/svc/post/share/ben/{v}', field: 'id', where: 'params', kind: 'digits' },
  { method: 'POST', url: '/svc/share/{v}', field: 'network', where: 'params', kind: 'enum' },
  { method: 'POST', url: '/svc/blog/{v}/subscription', field: 'name', where: 'params', kind: 'text', max: 64 },
  { method: 'DELETE', url: '/svc/blog/{v}/subscription', field: 'name', where: 'params', kind: 'text', max: 64 },
  { method: 'GET', url: '/svc/tumblelog_popover/{v}', field: 'name', where: 'params', kind: 'text', max: 64 },
  { method: 'GET', url: '/p/{v}', field: 'code', where: 'params', kind: 'text', max: 16 },
  { method: 'GET', url: '/svc/search/blog_search/{v}/zebra', field: 'blogname', where: 'params', kind: 'text', max: 64 },
  {
    method: 'GET',
    url: '/svc/search/blog_search/ann/{v}',
    field: 'term',
    where: 'params',
    kind: 'text',
    max: BLOG_SEARCH.termMax,
  },
  { method: 'GET', url: '/svc/search/blog_search_typeahead/{v}', field: 'blogname', where: 'params', kind: 'text', max: 64 },
  { method: 'GET', url: '/svc/search/posts/{v}', field: 'term', where: 'params', kind: 'text', max: SITE_SEARCH.termMax },
  { method: 'GET', url: '/svc/settings/blog/{v}', field: 'name', where: 'params', kind: 'text', max: 64 },
  ...MODERATION_FLAGS.map((flag) => b('POST', `/${flag}/toggle`, 'tumblelog', 'text', NAME, { required: 'tumblelog' })),
  { method: 'GET', url: '/svc/moderation/{v}', field: 'name', where: 'params', kind: 'text', max: 64 },
];

/** Sends `value` as the row's field: form-encoded (repeated keys for arrays), JSON for objects. */
async function send(client: Client, row: Row, value: unknown) {
  const base = row.base ?? {};
  if (row.where === 'params') {
    return client.request(
      row.method,
      row.url.replace('{v}', encodeURIComponent(String(value))),
      row.method === 'GET' ? undefined : {},
    );
  }
  if (row.where === 'query') {
    const params = new URLSearchParams(base);
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(row.field, String(v));
    return client.request(row.method, `${row.url}?${params.toString()}`, row.method === 'GET' ? undefined : {});
  }
  const fields: Record<string, unknown> = { ...base };
  if (value !== undefined) fields[row.field] = value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const res = await ctx.app.inject({
      method: row.method,
      url: row.url,
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-form-key': client.formKey },
      payload: fields as Record<string, string>,
    });
    return { status: res.statusCode, json: res.json() };
  }
  return client.request(row.method, row.url, fields);
}

type Case = [string, Row, unknown, string | null];
const invalidType = (row: Row, got: string) => `Invalid "${row.field}" type. Expected ${row.expected ?? 'string'}, got ${got}.`;
const cases: Case[] = ROWS.flatMap((row): Case[] => {
  const name = `${row.method} ${row.url} ${row.field}`;
  const out: Case[] = [];
  if (row.where !== 'params') {
    out.push([`${name}: array`, row, ['1', '2'], invalidType(row, 'array')]);
    if (row.where === 'body' && !row.expected) out.push([`${name}: object`, row, { a: '1' }, invalidType(row, 'object')]);
  }
  if (row.kind === 'digits') out.push([`${name}: not digits`, row, '12abc', `Invalid "${row.field}" value`]);
  if (row.kind === 'enum') out.push([`${name}: unknown value`, row, 'nope', `Invalid "${row.field}" value`]);
  if (row.required) out.push([`${name}: missing`, row, undefined, null]);
  if (row.max) out.push([`${name}: oversized`, row, 'x'.repeat(row.max + 1), null]);
  return out;
});

describe('every route validates its request with its shared-contracts schema', () => {
  it.each(cases)('%s → 400 naming the field, nothing changes', async (_name, row, value, detail) => {
    const before = await dbSnapshot(ctx.app);
    const res = await send(users.ann, row, value);
    expect([res.status, res.json?.errors?.[0]?.code, res.json?.errors?.[0]?.field]).toEqual([400, 'VALIDATION', row.field]);
    if (detail) expect(res.json.errors[0].detail).toBe(detail);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });

  it('reads JSON numbers as text and nested JSON groups as the flat form keys', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/svc/post/update',
      headers: {
        cookie: [...users.ann.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-form-key': users.ann.formKey,
      },
      payload: { channel_id: 'ann', post: { type: 'regular', one: 42, two: '<p>Body</p>', state: 0, tags: '#a, A, b' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.created_post).toMatchObject({ content: { title: '42' }, tags: ['a', 'b'] });
  });
});
