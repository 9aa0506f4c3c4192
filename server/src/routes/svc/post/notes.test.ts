import { NotesResponseSchema, type Post } from '@dash/shared-contracts';
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
let visitor: Client;

const notes = async (who: Client, query: string) => {
  const res = await who.get(`/svc/post/notes?${query}`);
  return { status: res.status, body: res.status === 200 ? NotesResponseSchema.parse(res.json.response) : null };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 1100)); // notes are stamped in seconds

beforeAll(async () => {
  post = await createPost(ann, 'ann', { 'post[one]': 'Notable' });
  secret = await createPost(ann, 'ann', { 'post[one]': 'Secret', 'post[state]': 'private' });
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
    expect(body?.notes[1]?.reblog?.comment).toBe('So true');
    expect(body?.note_count).toBe(3);
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

it('leaves out the notes of blogs the viewer blocked', async () => {
  expect((await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'dan' })).status).toBe(200);
  expect((await notes(ann, `post_id=${post.id}`)).body?.notes.map((n) => n.blog.name)).toEqual(['cat', 'ben']);
  expect((await notes(ben, `post_id=${post.id}`)).body?.notes.map((n) => n.blog.name)).toEqual(['dan', 'cat', 'ben']);
});

it('is 404 for a post the viewer may not see, and 400 for bad input, changing nothing', async () => {
  expect((await notes(ann, `post_id=${secret.id}`)).status).toBe(200);
  for (const who of [ben, visitor]) expect((await notes(who, `post_id=${secret.id}`)).status).toBe(404);
  expect((await notes(ben, 'post_id=999999')).status).toBe(404);
  const before = await dbSnapshot(ctx.app);
  for (const query of [
    '',
    'post_id=abc',
    `post_id=${post.id}&before=nope`,
    `post_id=${post.id}&before=1:hug:2`,
    `post_id=${'9'.repeat(40)}`,
    `post_id=${post.id}&before=${'1'.repeat(100)}`,
  ])
    expect((await notes(ben, query)).status).toBe(400);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
});
