import { Client, createTestApp, type TestContext } from '../../test/helpers';
import { publishDuePosts } from './publish-due';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('publishes scheduled posts when due and moves the counters', async () => {
  const c = new Client(ctx.app);
  await c.register('sched@example.test', 'sched');
  const when = Math.floor(Date.now() / 1000) + 600;
  const saved = await c.post('/svc/post/update', {
    channel_id: 'sched',
    'post[type]': 'regular',
    'post[two]': 'later',
    'post[state]': 'on.2',
    'post[publish_on]': new Date(when * 1000).toISOString(),
  });
  expect(saved.json.response.created_post.state).toBe('scheduled');
  expect(await publishDuePosts(ctx.app.db, when - 1)).toBe(0);
  expect(await publishDuePosts(ctx.app.db, when + 1)).toBe(1);
  const post = await ctx.app.db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', Number(saved.json.response.created_post.id))
    .executeTakeFirstOrThrow();
  expect(post).toMatchObject({ state: 'published', timestamp: when });
  const blog = await ctx.app.db.selectFrom('blogs').selectAll().where('name', '=', 'sched').executeTakeFirstOrThrow();
  expect(blog).toMatchObject({ post_count: 1, queue_count: 0 });
});
