import { NotesResponseSchema, ReplyResponseSchema, type Post } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { createPost, savePost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';

// Issue 10, "N notes": GET /svc/post/notes lists a post's likes, reblogs (with their comments) and
// replies, newest first, paged; only for a post the viewer may see; blocked blogs' notes are left out.
const {
  ctx,
  users: { ann, ben, cat, dan },
} = setupTestApp('ann', 'ben', 'cat', 'dan');
let post: Post;
let secret: Post;
let draft: Post;
let queued: Post;
let visitor: Client;

const notes = async (who: Client, query: string) => {
  const res = await who.get(`/svc/post/notes?${query}`);
  return { status: res.status, body: res.status === 200 ? NotesResponseSchema.parse(res.json.response) : null };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 1100)); // notes are stamped in seconds

beforeAll(async () => {
  post = await createPost(ann, 'ann', { 'post[one]': 'Notable' });
  secret = await createPost(ann, 'ann', { 'post[one]': 'Secret', 'post[state]': 'private' });
  draft = await createPost(ann, 'ann', { 'post[one]': 'Draft', 'post[state]': '1' });
  queued = await createPost(ann, 'ann', { 'post[one]': 'Queued', 'post[state]': '2' });
  for (const who of [ben, cat]) expect((await who.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
  expect((await ben.post('/svc/like', { id: post.id })).status).toBe(200);
  await tick();
  const reblog = await savePost(cat, 'cat', {
    reblog_post_id: post.id,
    reblog_key: post.reblog_key,
    'post[two]': '<p>So <b>true</b></p>',
  });
  expect(reblog.status).toBe(200);
  await tick();
  expect(
    (await dan.post('/svc/reply', { post_id: post.id, reply_text: 'Nice one', tumblelog_key: post.reblog_key })).status,
  ).toBe(200);
  visitor = new Client(ctx.app);
  await visitor.visit();
}, 20_000);

it('lists the reply, the reblog with its comment and the like, newest first, for anyone who may see the post', async () => {
  for (const who of [ann, ben, visitor]) {
    const body = (await notes(who, `post_id=${post.id}`)).body;
    expect(body?.notes.map((n) => [n.type, n.blog.name])).toEqual([
      ['reply', 'dan'],
      ['reblog', 'cat'],
      ['like', 'ben'],
    ]);
    expect(body?.notes[0]?.reply_text).toBe('Nice one');
    expect(body?.notes[0]?.blog.url).toBe('/blog/dan');
    expect(body?.notes[1]?.reblog?.comment).toBe('So true');
    expect(body?.notes[1]?.reblog?.post_url).toBe(`/blog/cat/post/${body?.notes[1]?.reblog?.post_id}`);
    expect(new Set(body?.notes.map((n) => n.id)).size).toBe(3);
    expect(body?.note_count).toBe(3);
    expect(body?.counts).toEqual({ like: 1, reblog: 1, reply: 1 });
    expect(body?.next).toBeNull();
  }
});

it('pages with the next cursor', async () => {
  const first = (await notes(ann, `post_id=${post.id}&limit=2`)).body;
  expect(first?.notes.map((n) => n.type)).toEqual(['reply', 'reblog']);
  expect(first?.next).toMatch(/^\d+:reblog:\d+$/);
  const second = (await notes(ann, `post_id=${post.id}&limit=2&before=${encodeURIComponent(first?.next ?? '')}`)).body;
  expect(second?.notes.map((n) => n.type)).toEqual(['like']);
  expect(second?.next).toBeNull();
});

it('keeps one kind with `type`, still counting every kind', async () => {
  for (const [type, blog] of [
    ['like', 'ben'],
    ['reblog', 'cat'],
    ['reply', 'dan'],
  ] as const) {
    const body = (await notes(visitor, `post_id=${post.id}&type=${type}`)).body;
    expect(body?.notes.map((n) => [n.type, n.blog.name])).toEqual([[type, blog]]);
    expect(body?.counts).toEqual({ like: 1, reblog: 1, reply: 1 });
  }
});

it('lists notes of one second as reply, reblog, like, and pages through many of one second', async () => {
  const quick = await createPost(ann, 'ann', { 'post[one]': 'Quick' });
  expect((await ben.post('/svc/like', { id: quick.id })).status).toBe(200);
  expect((await savePost(cat, 'cat', { reblog_post_id: quick.id, reblog_key: quick.reblog_key })).status).toBe(200);
  for (let i = 0; i < 25; i++)
    expect(
      (await dan.post('/svc/reply', { post_id: quick.id, reply_text: `r${i}`, tumblelog_key: quick.reblog_key })).status,
    ).toBe(200);
  // Every note in one second, as a quick reader makes them.
  const db = ctx.app.db;
  await db.updateTable('likes').set({ created_at: 1_700_000_000 }).where('post_id', '=', Number(quick.id)).execute();
  await db
    .updateTable('posts')
    .set({ timestamp: 1_700_000_000 })
    .where('root_id', '=', Number(quick.id))
    .where('id', '!=', Number(quick.id))
    .execute();
  await db.updateTable('replies').set({ created_at: 1_700_000_000 }).where('post_id', '=', Number(quick.id)).execute();
  const all = (await notes(ann, `post_id=${quick.id}&limit=50`)).body?.notes ?? [];
  expect(all.map((n) => n.type)).toEqual([...Array<string>(25).fill('reply'), 'reblog', 'like']);
  expect(all.slice(0, 25).map((n) => n.reply_text)).toEqual(Array.from({ length: 25 }, (_, i) => `r${24 - i}`));
  const paged: string[] = [];
  let before = '';
  for (let page = 0; page < 10; page++) {
    const body = (await notes(ann, `post_id=${quick.id}&limit=4${before ? `&before=${encodeURIComponent(before)}` : ''}`)).body;
    paged.push(...(body?.notes.map((n) => n.id) ?? []));
    if (!body?.next) break;
    before = body.next;
  }
  expect(paged).toEqual(all.map((n) => n.id));
});

it('answers a reply with the note it became, as the list shows it', async () => {
  const other = await createPost(ann, 'ann', { 'post[one]': 'Reply here' });
  const res = await ben.post('/svc/reply', {
    post_id: other.id,
    reply_text: '  Hello   there ',
    tumblelog_key: other.reblog_key,
  });
  expect(res.status).toBe(200);
  const answer = ReplyResponseSchema.parse(res.json.response);
  expect(answer.message).toBe('Your reply was sent.');
  expect(answer.note).toMatchObject({ type: 'reply', reply_text: 'Hello there', blog: { name: 'ben', url: '/blog/ben' } });
  expect((await notes(ann, `post_id=${other.id}`)).body?.notes).toEqual([answer.note]);
});

it('leaves out the notes of blogs the viewer blocked', async () => {
  expect((await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'dan' })).status).toBe(200);
  const own = (await notes(ann, `post_id=${post.id}`)).body;
  expect(own?.notes.map((n) => n.blog.name)).toEqual(['cat', 'ben']);
  expect(own?.counts).toEqual({ like: 1, reblog: 1, reply: 0 });
  expect((await notes(ann, `post_id=${post.id}&type=reply`)).body?.notes).toEqual([]);
  expect((await notes(ben, `post_id=${post.id}`)).body?.notes.map((n) => n.blog.name)).toEqual(['dan', 'cat', 'ben']);
});

it('is 404 for a private, draft or queued post but to its owner, and 400 for bad input, changing nothing', async () => {
  for (const hidden of [secret, draft, queued]) {
    expect((await notes(ann, `post_id=${hidden.id}`)).status).toBe(200);
    for (const who of [ben, visitor]) expect((await notes(who, `post_id=${hidden.id}`)).status).toBe(404);
  }
  expect((await notes(ben, 'post_id=999999')).status).toBe(404);
  const before = await dbSnapshot(ctx.app);
  for (const query of [
    '',
    'post_id=abc',
    `post_id=${post.id}&before=nope`,
    `post_id=${post.id}&before=1:hug:2`,
    `post_id=${'9'.repeat(40)}`,
    `post_id=${post.id}&before=${'1'.repeat(100)}`,
    `post_id=${post.id}&before=1:like:2:3`,
    `post_id=${post.id}&before=${'1'.repeat(20)}:like:2`,
    `post_id=${post.id}&type=hug`,
    `post_id=${post.id}&type=${'like'.repeat(100)}`,
    `post_id=${post.id}&type=like&type=reply`,
    `post_id=${post.id}&limit=-1`,
    `post_id=${post.id}&limit=${'9'.repeat(40)}`,
  ])
    expect((await notes(ben, query)).status).toBe(400);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
});
