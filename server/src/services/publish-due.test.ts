import { Client, createTestApp, type TestContext } from '../../test/helpers';
import { buildApp } from '../app';
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

describe('the scheduler plugin', () => {
  const schedule = async (c: Client, blog: string, when: number) =>
    c.post('/svc/post/update', {
      channel_id: blog,
      'post[type]': 'regular',
      'post[two]': 'timed',
      'post[state]': 'on.2',
      'post[publish_on]': String(when),
    });
  const stateOf = async (app: TestContext['app'], id: string) =>
    (await app.db.selectFrom('posts').select('state').where('id', '=', Number(id)).executeTakeFirstOrThrow()).state;

  it('publishes a post when it falls due while running', async () => {
    const app = await buildApp({ ...ctx.app.config, schedulerIntervalMs: 200 });
    await app.ready();
    try {
      const c = new Client(app);
      await c.register('timer@example.test', 'timer');
      const saved = await schedule(c, 'timer', Math.floor(Date.now() / 1000) + 2);
      const id = saved.json.response.created_post.id as string;
      expect(await stateOf(app, id)).toBe('scheduled');
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(await stateOf(app, id)).toBe('published');
    } finally {
      await app.close();
    }
  }, 10_000);

  it('publishes overdue posts at boot, after a restart', async () => {
    const c = new Client(ctx.app);
    await c.register('boot@example.test', 'boot');
    const saved = await schedule(c, 'boot', Math.floor(Date.now() / 1000) + 3600);
    const id = saved.json.response.created_post.id as string;
    // The server is down while the post falls due.
    await ctx.app.db
      .updateTable('posts')
      .set({ publish_on: Math.floor(Date.now() / 1000) - 60 })
      .where('id', '=', Number(id))
      .execute();
    const restarted = await buildApp({ ...ctx.app.config, schedulerIntervalMs: 0 });
    await restarted.ready();
    try {
      expect(await stateOf(restarted, id)).toBe('published');
      const blog = await restarted.db.selectFrom('blogs').selectAll().where('name', '=', 'boot').executeTakeFirstOrThrow();
      expect(blog).toMatchObject({ post_count: 1, queue_count: 0 });
    } finally {
      await restarted.close();
    }
  });
});
