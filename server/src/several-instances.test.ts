import type { FastifyInstance } from 'fastify';
import { PollResponseSchema, SessionSchema } from '@dash/shared-contracts';
import { Client, createSecondInstance, createTestApp, type TestContext } from '../test/helpers';
import { createPost } from '../test/posts';
import { seedIfEmpty } from './db/seed';
import { getOrInsertSetting } from './repositories/settings';
import { beginAttempt, LOGIN_FAILURES_BEFORE_LOCK, LOGIN_POLICY } from './services/account-safety/throttle';
import { publishDuePosts } from './services/publish-due';

// Issue 12 item 2: two server instances on one database behave as one site. Runs on SQLite (the
// second instance shares the first one's connection: test/helpers createSecondInstance) and, with
// TEST_DATABASE_URL, on PostgreSQL, where the second instance has its own pool and the parallel
// writers below really race.

let ctx: TestContext;
let second: FastifyInstance;
/** Instance i % 2 (0: the first, 1: the second). */
const instance = (i: number) => (i % 2 === 0 ? ctx.app : second);

beforeAll(async () => {
  ctx = await createTestApp({ config: { loginRateLimit: 4 } });
  second = await createSecondInstance(ctx);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

/** A client that registers through instance 0 and then talks to `to` (sessions and form keys are shared). */
async function clientOn(to: () => FastifyInstance, name: string): Promise<Client> {
  let target: FastifyInstance | null = null;
  const client = new Client(() => target ?? ctx.app);
  await client.register(`${name}@example.test`, name);
  target = to();
  return client;
}

const count = async (table: 'likes' | 'follows', column: 'post_id' | 'blog_id', id: number) =>
  Number(
    (
      await ctx.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column as never, '=', id as never)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('two instances on one database', () => {
  it('share one secret, so a form key from one is accepted by the other', async () => {
    expect(second.secret).toBe(ctx.app.secret);
    const [a, b] = await Promise.all([
      getOrInsertSetting(ctx.app.db, 'race_test', 'first'),
      getOrInsertSetting(second.db, 'race_test', 'second'),
    ]);
    expect(a).toBe(b);
    const client = await clientOn(() => second, 'keyholder');
    expect((await client.post('/svc/tour/done', { done: 'true' })).status).toBe(200);
  });

  it('count likes and follows exactly when 20 people send each twice at once, half through each instance', async () => {
    const author = await clientOn(() => ctx.app, 'author');
    const post = await createPost(author, 'author');
    const fans = await Promise.all(Array.from({ length: 20 }, (_, i) => clientOn(() => instance(i), `fan${i}`)));
    const likes = await Promise.all(
      fans.flatMap((fan) => [fan.post('/svc/like', { id: post.id }), fan.post('/svc/like', { id: post.id })]),
    );
    expect(likes.map((r) => r.status)).toEqual(likes.map(() => 200));
    const follows = await Promise.all(
      fans.flatMap((fan) => [fan.post('/svc/follow', { tumblelog: 'author' }), fan.post('/svc/follow', { tumblelog: 'author' })]),
    );
    expect(follows.map((r) => r.status)).toEqual(follows.map(() => 200));

    const postRow = await ctx.app.db.selectFrom('posts').selectAll().where('id', '=', Number(post.id)).executeTakeFirstOrThrow();
    expect(await count('likes', 'post_id', postRow.id)).toBe(20);
    expect(postRow).toMatchObject({ like_count: 20, note_count: 20 });
    const blog = await ctx.app.db.selectFrom('blogs').selectAll().where('name', '=', 'author').executeTakeFirstOrThrow();
    expect(await count('follows', 'blog_id', blog.id)).toBe(20);
    expect(blog.follower_count).toBe(20);
    const fanRows = await ctx.app.db
      .selectFrom('users')
      .innerJoin('blogs', 'blogs.owner_user_id', 'users.id')
      .select(['users.liked_post_count', 'users.friend_count'])
      .where('blogs.name', 'like', 'fan%')
      .execute();
    expect(fanRows).toHaveLength(20);
    expect(fanRows.every((u) => u.liked_post_count === 1 && u.friend_count === 1)).toBe(true);

    // Unliking twice at once through both instances takes the like back once.
    const unlikes = await Promise.all(
      fans.flatMap((fan) => [fan.post('/svc/unlike', { id: post.id }), fan.post('/svc/unlike', { id: post.id })]),
    );
    expect(unlikes.map((r) => r.status)).toEqual(unlikes.map(() => 200));
    const after = await ctx.app.db.selectFrom('posts').selectAll().where('id', '=', postRow.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ like_count: 0, note_count: 0 });
    expect(await count('likes', 'post_id', postRow.id)).toBe(0);
  });

  it('keeps unread counts and the poll exact when messages to one recipient arrive through both at once', async () => {
    const inbox = await clientOn(() => second, 'inbox');
    const session = SessionSchema.parse((await inbox.get('/svc/session')).json.response);
    const inboxBlog = session.blogs[0] as { uuid: string; mention_key: string };
    const senders = await Promise.all(Array.from({ length: 6 }, (_, i) => clientOn(() => instance(i), `writer${i}`)));
    const conversations: string[] = [];
    for (const sender of senders) {
      await sender.post('/svc/follow', { tumblelog: 'inbox' });
      const self = SessionSchema.parse((await sender.get('/svc/session')).json.response).blogs[0] as { uuid: string };
      const first = await sender.post('/svc/conversations/messages', {
        participant: self.uuid,
        'participants[]': [self.uuid, inboxBlog.uuid],
        type: 'TEXT',
        message: 'hello',
      });
      expect(first.status).toBe(200);
      conversations.push(first.json.response.messages.data[0].conversation_id as string);
    }
    const sent = await Promise.all(
      senders.flatMap((sender, i) =>
        Array.from({ length: 5 }, (_, n) => {
          const self = sender.session?.blogs[0] as { uuid: string };
          return sender.post('/svc/conversations/messages', {
            participant: self.uuid,
            conversation_id: conversations[i],
            type: 'TEXT',
            message: `message ${n}`,
          });
        }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(sent.map(() => 200));

    const participants = await ctx.app.db
      .selectFrom('conversation_participants')
      .innerJoin('blogs', 'blogs.id', 'conversation_participants.blog_id')
      .select(['conversation_participants.conversation_id', 'conversation_participants.unread_count'])
      .where('blogs.name', '=', 'inbox')
      .execute();
    expect(participants).toHaveLength(6);
    for (const p of participants) expect(p.unread_count).toBe(6);
    const messages = await ctx.app.db.selectFrom('messages').select(['conversation_id', 'ts']).execute();
    for (const id of conversations) {
      const stamps = messages.filter((m) => String(m.conversation_id) === id).map((m) => m.ts);
      expect(stamps).toHaveLength(6);
      expect(new Set(stamps).size).toBe(6);
    }
    for (const app of [ctx.app, second]) {
      // The recipient's browser polling either instance (its session cookie goes with it).
      const browser = new Client(app);
      browser.cookies = new Map(inbox.cookies);
      const poll = (
        await browser.get(
          `/services/poll?token=${session.user?.polling_token ?? ''}&unread_messages=true&mention_keys=${inboxBlog.mention_key}`,
        )
      ).res;
      const unread = PollResponseSchema.parse(poll.json().response).unread_messages;
      expect(unread).toEqual({ [inboxBlog.mention_key]: Object.fromEntries(conversations.map((id) => [id, 6])) });
    }
  });

  it('start one conversation when two blogs write each other their first messages at once through both instances', async () => {
    const [amy, bob] = await Promise.all([clientOn(() => ctx.app, 'amy'), clientOn(() => second, 'bob')]);
    await amy.post('/svc/follow', { tumblelog: 'bob' });
    await bob.post('/svc/follow', { tumblelog: 'amy' });
    const uuidOf = async (c: Client) =>
      (SessionSchema.parse((await c.get('/svc/session')).json.response).blogs[0] as { uuid: string }).uuid;
    const [amyUuid, bobUuid] = [await uuidOf(amy), await uuidOf(bob)];
    const first = (from: Client, self: string, other: string, n: number) =>
      from.post('/svc/conversations/messages', {
        participant: self,
        'participants[]': [self, other],
        type: 'TEXT',
        message: `hi ${n}`,
      });
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, n) => (n % 2 === 0 ? first(amy, amyUuid, bobUuid, n) : first(bob, bobUuid, amyUuid, n))),
    );
    expect(sent.map((r) => r.status)).toEqual(sent.map(() => 200));
    expect(new Set(sent.map((r) => String(r.json.response.messages.data[0].conversation_id))).size).toBe(1);
  });

  it('publish each due scheduled post once when both schedulers run at once', async () => {
    const writer = await clientOn(() => second, 'planner');
    const when = Math.floor(Date.now() / 1000) + 600;
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const saved = await writer.post('/svc/post/update', {
        channel_id: 'planner',
        'post[type]': 'regular',
        'post[two]': `later ${i} @author`,
        'post[state]': 'on.2',
        'post[publish_on]': String(when),
      });
      ids.push(Number(saved.json.response.created_post.id));
    }
    const runs = await Promise.all([0, 1, 2, 3].map((i) => publishDuePosts(instance(i).db, when + 1)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(8);
    const blog = await ctx.app.db.selectFrom('blogs').selectAll().where('name', '=', 'planner').executeTakeFirstOrThrow();
    expect(blog).toMatchObject({ post_count: 8, queue_count: 0 });
    const mentions = await ctx.app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'user_mention')
      .where('post_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(mentions.n)).toBe(8);
  });

  it('share the login rate limit: the attempts through both instances count together', async () => {
    const tries = [];
    for (let i = 0; i < 5; i++) {
      const visitor = new Client(instance(i));
      await visitor.visit();
      // A different address each time: the per-address lockout (account-safety) stays out of it.
      tries.push((await visitor.post('/svc/account/login', { email: `nobody${i}@example.test`, password: 'wrong one' })).status);
    }
    // loginRateLimit 4 a minute: the 5th attempt, wherever it lands, is refused.
    expect(tries.slice(0, 4)).not.toContain(429);
    expect(tries[4]).toBe(429);
  });

  it('count every failed login of one address when ten arrive at once through both instances', async () => {
    const key = 'parallel@example.test';
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => beginAttempt(instance(i).db, LOGIN_POLICY, key)),
    );
    // The 5th failure locks: five attempts are counted, the other five refused, none lost.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LOGIN_FAILURES_BEFORE_LOCK);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.statusCode)).toEqual(
      Array(10 - LOGIN_FAILURES_BEFORE_LOCK).fill(429),
    );
    const row = await ctx.app.db
      .selectFrom('auth_throttles')
      .select(['failures', 'locked_until'])
      .where('scope', '=', 'login')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(LOGIN_FAILURES_BEFORE_LOCK);
    expect(row.locked_until).toBeGreaterThan(0);
  });
});

describe('two instances starting together on an empty database', () => {
  it('seed the demo world once', async () => {
    const empty = await createTestApp();
    const other = await createSecondInstance(empty);
    try {
      const results = await Promise.all([empty.app, other].map((app) => seedIfEmpty(app.db, { mediaDir: app.media.dir })));
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const names = await empty.app.db.selectFrom('users').select('name').execute();
      expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
    } finally {
      await other.close();
      await empty.close();
    }
  }, 90_000);
});
