import { dbSnapshot } from '../../../test/db-snapshot';
import { createPost, savePost } from '../../../test/posts';
import { setupTestApp } from '../../../test/setup-test-app';

// Issue 7, defect 5: a block refuses every interaction, whatever the path (services/post-access.ts).
const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');

beforeAll(async () => {
  expect((await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'ben' })).status).toBe(200);
});

const reblogged = "You can't reblog this post. Its blog has blocked you.";
const PATHS: [
  string,
  (id: string, key: string) => Promise<{ status: number; json: { errors: { detail: string }[] } }>,
  string,
][] = [
  ['like', (id) => ben.post('/svc/like', { id }), "You can't like this post. Its blog has blocked you."],
  ['fast reblog', (id, key) => ben.post('/fast_reblog', { reblog_post_id: id, reblog_key: key }), reblogged],
  [
    'reblog through /svc/post/update',
    (id, key) => savePost(ben, 'ben', { reblog_post_id: id, reblog_key: key, 'post[two]': '<p>mine</p>' }),
    reblogged,
  ],
  ['reblog form fetch', (id) => ben.post('/svc/post/fetch', { post_id: id }), reblogged],
  [
    'reply',
    (id, key) => ben.post('/svc/reply', { post_id: id, reply_text: 'hi', tumblelog_key: key }),
    "You can't reply to this post. Its blog has blocked you.",
  ],
  ['follow', () => ben.post('/svc/follow', { tumblelog: 'ann' }), "You can't follow this blog. It has blocked you."],
  [
    'ask',
    () => ben.post('/svc/post/ask', { recipient: 'ann', question: 'Hello?' }),
    "You can't ask this blog anything. It has blocked you.",
  ],
];

it.each(PATHS)('%s: 403 with the block text, nothing changes', async (_name, act, detail) => {
  const post = await createPost(ann, 'ann');
  const before = await dbSnapshot(ctx.app);
  const res = await act(post.id, post.reblog_key);
  expect(res.status).toBe(403);
  expect(res.json.errors[0]?.detail).toBe(detail);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
});

it('the blocker can still like and reblog the blocked blog', async () => {
  const post = await createPost(ben, 'ben');
  expect((await ann.post('/svc/like', { id: post.id })).status).toBe(200);
  expect((await savePost(ann, 'ann', { reblog_post_id: post.id, reblog_key: post.reblog_key })).status).toBe(200);
});
