import { allPollCounters } from '../../../db/dialect/poll-counters';
import sharp from 'sharp';
import {
  ConversationsResponseSchema,
  MESSAGING,
  MessageSchema,
  ParticipantInfoSchema,
  PollResponseSchema,
  SessionSchema,
} from '@dash/shared-contracts';
import { sql } from 'kysely';
import { createBlog } from '../../../services/blog-factory';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { mediaFiles } from '../../../../test/media-files';
import { multipart, postUpload, type Part } from '../../../../test/multipart';
import { createPost } from '../../../../test/posts';

// Issue 9: the sending rules (409, 428, 429, 403, 404), the new calls (flag, participant_info,
// tutorial_seen, settings) and IMAGE messages. The daily limit is set to 3 here (config).
const DAILY = 3;
let ctx: TestContext;
const users: Record<string, Client> = {};
const blogs: Record<string, { uuid: string; name: string; mention_key: string }> = {};

async function join(name: string, verify = true) {
  const c = new Client(ctx.app);
  const s = SessionSchema.parse((await c.register(`${name}@example.test`, name, 'correct horse', { verify })).json.response);
  users[name] = c;
  blogs[name] = s.blogs[0] as (typeof blogs)[string];
  return c;
}

beforeAll(async () => {
  ctx = await createTestApp({ config: { newConversationsPerDay: DAILY } });
  for (const name of ['ann', 'ben', 'cat', 'eve', 'fay', 'gus', 'hal']) await join(name);
  await join('dan', false);
});
afterAll(() => ctx.close());

const u = (name: string) => users[name] as Client;
const b = (name: string) => blogs[name] as { uuid: string; name: string; mention_key: string };
const follow = async (who: string, blog: string) =>
  expect((await u(who).post('/svc/follow', { tumblelog: blog })).status).toBe(200);

/** A message from `from`'s blog to the others' blogs (a new conversation or the existing one between them). */
const send = (from: string, to: string[], message = 'hello', extra: Record<string, unknown> = {}) =>
  u(from).post('/svc/conversations/messages', {
    participant: b(from).uuid,
    'participants[]': [b(from).uuid, ...to.map((n) => b(n).uuid)],
    type: 'TEXT',
    message,
    ...extra,
  });

/** Every row a refused request must leave alone: the action tables plus messaging's own. */
async function snapshot() {
  const db = ctx.app.db;
  return {
    ...(await dbSnapshot(ctx.app)),
    conversations: await db.selectFrom('conversations').selectAll().orderBy('id').execute(),
    participants: await db
      .selectFrom('conversation_participants')
      .selectAll()
      .orderBy('conversation_id')
      .orderBy('blog_id')
      .execute(),
    messages: await db.selectFrom('messages').selectAll().orderBy('id').execute(),
    flags: await db.selectFrom('conversation_flags').selectAll().orderBy('id').execute(),
    counters: await allPollCounters(db),
    settings: await db.selectFrom('blogs').select(['id', 'messages_from_followed_only']).orderBy('id').execute(),
    tutorial: await db.selectFrom('users').select(['id', 'has_seen_messaging_tutorial']).orderBy('id').execute(),
    files: mediaFiles(ctx),
  };
}

/** Runs a request that must be refused with `status` (and `detail` when given), and checks nothing changed. */
async function refused(
  run: () => Promise<{ status: number; json: { errors?: { detail: string }[] } }>,
  status: number,
  detail?: string,
) {
  const before = await snapshot();
  const res = await run();
  expect({ status: res.status, detail: detail === undefined ? undefined : res.json.errors?.[0]?.detail }).toEqual({
    status,
    detail,
  });
  expect(await snapshot()).toEqual(before);
  return res;
}

/** The poll counters must equal the participants' unread counts, per user (migration 008's promise). */
async function countersAreExact() {
  const stored = await allPollCounters(ctx.app.db);
  const recomputed = await sql<{ user_id: number; n: number }>`
    SELECT b.owner_user_id AS user_id, COALESCE(SUM(cp.unread_count), 0) AS n FROM blogs b
    LEFT JOIN conversation_participants cp ON cp.blog_id = b.id GROUP BY b.owner_user_id`.execute(ctx.app.db);
  for (const row of recomputed.rows) {
    const counters = JSON.parse(stored.find((s) => s.user_id === row.user_id)?.unread_messages ?? '{}') as Record<
      string,
      Record<string, number>
    >;
    const sum = Object.values(counters)
      .flatMap((byConversation) => Object.values(byConversation))
      .reduce((x, y) => x + y, 0);
    expect(sum).toBe(row.n);
  }
}

const conversationIdOf = (res: { json: { response: { conversation: { id: string } } } }) => res.json.response.conversation.id;

describe('POST /svc/conversations/messages: sending rules', () => {
  it('409s a new conversation with a blog the sender does not follow, then allows it after a follow; replies are not held to it', async () => {
    await refused(() => send('ann', ['ben']), 409, 'You can only send messages to Tumblrs you follow.');
    await follow('ann', 'ben');
    const sent = await send('ann', ['ben'], 'hi ben');
    expect(sent.status).toBe(200);
    // ben does not follow ann: answering in the conversation ann started is still fine.
    const reply = await send('ben', ['ann'], 'hi ann');
    expect(reply.status).toBe(200);
    expect(conversationIdOf(reply)).toBe(conversationIdOf(sent));
    // A group conversation needs a follow of every recipient.
    await refused(() => send('ann', ['ben', 'cat']), 409, 'You can only send messages to Tumblrs you follow.');
    await countersAreExact();
  });

  it('428s with the recipient blog name when it takes messages only from blogs its owner follows', async () => {
    const set = await u('cat').post('/svc/conversations/settings', {
      participant: b('cat').uuid,
      messages_from_followed_only: '1',
    });
    expect(set.status).toBe(200);
    expect(set.json.response).toEqual({ participant: b('cat').uuid, messages_from_followed_only: true });
    await follow('ann', 'cat');
    await refused(() => send('ann', ['cat']), 428, 'Sorry, cat only allows messages from Tumblrs they follow.');
    await follow('cat', 'ann');
    const sent = await send('ann', ['cat'], 'hello cat');
    expect(sent.status).toBe(200);
    // Every message, not only the first: once cat stops following ann, ann's next message is refused.
    const catUser = await ctx.app.db.selectFrom('users').select('id').where('name', '=', 'cat').executeTakeFirstOrThrow();
    await ctx.app.db.deleteFrom('follows').where('user_id', '=', catUser.id).execute();
    await refused(
      () => send('ann', [], 'again', { conversation_id: conversationIdOf(sent), 'participants[]': [] }),
      428,
      'Sorry, cat only allows messages from Tumblrs they follow.',
    );
    const off = await u('cat').post('/svc/conversations/settings', {
      participant: b('cat').uuid,
      messages_from_followed_only: 'false',
    });
    expect(off.json.response.messages_from_followed_only).toBe(false);
    expect((await send('ann', [], 'again', { conversation_id: conversationIdOf(sent) })).status).toBe(200);
  });

  it(`429s the ${DAILY + 1}th new conversation of a blog in 24 hours; messages in existing ones still go`, async () => {
    for (const name of ['eve', 'fay', 'gus', 'ann']) await follow('hal', name);
    const first = await send('hal', ['eve']);
    expect(first.status).toBe(200);
    expect((await send('hal', ['fay'])).status).toBe(200);
    expect((await send('hal', ['gus'])).status).toBe(200);
    await refused(() => send('hal', ['ann']), 429, "You've hit the daily limit on new conversations. Impressive.");
    expect((await send('hal', ['eve'], 'still here')).status).toBe(200);
    // Conversations started more than 24 hours ago no longer count.
    await ctx.app.db
      .updateTable('conversations')
      .set({ created_at: Date.now() - 25 * 3600 * 1000 })
      .where('id', '=', Number(conversationIdOf(first)))
      .execute();
    expect((await send('hal', ['ann'])).status).toBe(200);
  });

  it('403s an unverified sender, a non-member and a blocked sender (any blog of the blocked account); 404s unknown conversations', async () => {
    await refused(() => send('dan', ['ann']), 403, 'Please verify your email address before talking to a Tumblr.');
    const annBen = await send('ann', ['ben'], 'members only');
    const id = conversationIdOf(annBen);
    await refused(
      () =>
        u('cat').post('/svc/conversations/messages', { participant: b('cat').uuid, conversation_id: id, message: 'let me in' }),
      403,
      "You aren't part of that conversation.",
    );
    await refused(
      () => u('ann').post('/svc/conversations/messages', { participant: b('ann').uuid, conversation_id: '999999', message: 'x' }),
      404,
      "That conversation doesn't exist.",
    );
    // ben blocks ann's blog: ann's messages, and those of a second blog of ann's account, are refused.
    expect((await u('ben').post('/svc/block/add', { tumblelog: 'ben', blocked_tumblelog: 'ann' })).status).toBe(200);
    await refused(
      () => send('ann', [], 'are you there?', { conversation_id: id }),
      403,
      "You can't message this blog. It has blocked you.",
    );
    const annUser = await ctx.app.db.selectFrom('users').select('id').where('name', '=', 'ann').executeTakeFirstOrThrow();
    const second = await createBlog(ctx.app.db, { ownerId: annUser.id, name: 'ann-two', uuid: 't:ann-two' });
    expect(second).toBeGreaterThan(0);
    await refused(
      () =>
        u('ann').post('/svc/conversations/messages', {
          participant: 't:ann-two',
          'participants[]': ['t:ann-two', b('ben').uuid],
          message: 'from my other blog',
        }),
      403,
      "You can't message this blog. It has blocked you.",
    );
    expect((await u('ben').post('/svc/block/remove', { tumblelog: 'ben', blocked_tumblelog: 'ann' })).status).toBe(200);
    // The block ended ann's follow of ben (follows are not restored with the unblock).
    await follow('ann', 'ben');
  });

  it('answers a visitor 401 and another user acting as a blog not theirs 403, changing nothing', async () => {
    const visitor = new Client(ctx.app);
    await visitor.visit();
    await refused(
      () =>
        visitor.post('/svc/conversations/messages', {
          participant: b('ann').uuid,
          'participants[]': [b('ben').uuid],
          message: 'x',
        }),
      401,
    );
    await refused(
      () =>
        u('cat').post('/svc/conversations/messages', {
          participant: b('ann').uuid,
          'participants[]': [b('ben').uuid],
          message: 'x',
        }),
      403,
      "That isn't one of your blogs.",
    );
  });

  it('400s wrong types and oversized values, changing nothing', async () => {
    const base = { participant: b('ann').uuid, 'participants[]': [b('ann').uuid, b('ben').uuid], type: 'TEXT' };
    await refused(() => u('ann').post('/svc/conversations/messages', { ...base, message: ['a', 'b'] }), 400);
    await refused(
      () => u('ann').post('/svc/conversations/messages', { ...base, message: 'x'.repeat(MESSAGING.composeMax * 4 + 1) }),
      400,
    );
    await refused(
      () => u('ann').post('/svc/conversations/messages', { ...base, message: 'x'.repeat(MESSAGING.composeMax + 1) }),
      400,
    );
    await refused(() => u('ann').post('/svc/conversations/messages', { ...base, conversation_id: 'abc', message: 'x' }), 400);
    await refused(() => u('ann').post('/svc/conversations/messages', { ...base, type: 'IMAGE', message: 'no file' }), 400);
    await refused(() => u('ann').post('/svc/conversations/messages', { ...base, type: 'x'.repeat(40), message: 'x' }), 400);
  });
});

describe('POST /svc/conversations/flag', () => {
  it('spam: blocks the other blog, records the flag, leaves the inbox and keeps the poll counters exact', async () => {
    await follow('eve', 'fay');
    const sent = await send('eve', ['fay'], 'buy my stuff');
    expect(sent.status).toBe(200);
    const id = conversationIdOf(sent);
    await send('eve', [], 'really', { conversation_id: id });
    const poll = await u('fay').get(
      `/services/poll?token=${u('fay').session?.user?.polling_token}&unread_messages=true&mention_keys=${b('fay').mention_key}`,
    );
    expect(PollResponseSchema.parse(poll.json.response).unread_messages?.[b('fay').mention_key]?.[id]).toBeGreaterThan(0);

    const flagged = await u('fay').post('/svc/conversations/flag', {
      conversation_id: id,
      participant: b('fay').uuid,
      type: 'spam',
    });
    expect(flagged.status).toBe(200);
    expect(flagged.json.response).toEqual({ conversation_id: id, type: 'spam', blocked: ['eve'] });
    const after = await u('fay').get(
      `/services/poll?token=${u('fay').session?.user?.polling_token}&unread_messages=true&mention_keys=${b('fay').mention_key}`,
    );
    expect(PollResponseSchema.parse(after.json.response).unread_messages?.[b('fay').mention_key]?.[id]).toBeUndefined();
    await countersAreExact();
    const inbox = ConversationsResponseSchema.parse(
      (await u('fay').get(`/svc/conversations?participant=${b('fay').uuid}`)).json.response,
    );
    expect(inbox.conversations.map((c) => c.id)).not.toContain(id);
    const flags = await ctx.app.db
      .selectFrom('conversation_flags')
      .selectAll()
      .where('conversation_id', '=', Number(id))
      .execute();
    expect(flags).toEqual([expect.objectContaining({ type: 'spam', context: 'inline' })]);
    const blogIds = await ctx.app.db.selectFrom('blogs').select(['id', 'name']).where('name', 'in', ['eve', 'fay']).execute();
    const idOf = (name: string) => blogIds.find((x) => x.name === name)?.id;
    expect(
      await ctx.app.db
        .selectFrom('blocks')
        .selectAll()
        .where('blog_id', '=', idOf('fay') ?? 0)
        .where('blocked_blog_id', '=', idOf('eve') ?? 0)
        .execute(),
    ).toHaveLength(1);
    // eve can no longer reach fay, in a new conversation or this one (eve is still a member of it).
    await refused(() => send('eve', ['fay'], 'hello?'), 403, "You can't message this blog. It has blocked you.");
    // fay has left it (migration 011): for fay it no longer exists, and flagging again is 404.
    await refused(
      () => u('fay').post('/svc/conversations/flag', { conversation_id: id, participant: b('fay').uuid, type: 'spam' }),
      404,
      "That conversation doesn't exist.",
    );
  });

  it("unblur: clears blurred images in the flagger's view only", async () => {
    await follow('gus', 'cat');
    // cat (the recipient) does not follow gus: images start blurred in cat's view, not in gus's.
    const sent = await send('gus', ['cat'], 'look');
    expect(sent.status).toBe(200);
    const id = conversationIdOf(sent);
    expect(sent.json.response.conversation.is_blurred_images).toBe(false);
    const view = async () =>
      (await u('cat').get(`/svc/conversations/messages?conversation_id=${id}&participant=${b('cat').uuid}`)).json.response
        .conversation.is_blurred_images;
    expect(await view()).toBe(true);
    const res = await u('cat').post('/svc/conversations/flag', {
      conversation_id: id,
      participant: b('cat').uuid,
      type: 'unblur',
    });
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ conversation_id: id, type: 'unblur', blocked: [] });
    expect(await view()).toBe(false);
  });

  it('refuses a visitor (401), another user (403), unverified (403), unknown (404) and bad values (400), changing nothing', async () => {
    await follow('gus', 'hal');
    const id = conversationIdOf(await send('gus', ['hal'], 'flag me not'));
    const visitor = new Client(ctx.app);
    await visitor.visit();
    await refused(
      () => visitor.post('/svc/conversations/flag', { conversation_id: id, participant: b('hal').uuid, type: 'spam' }),
      401,
    );
    await refused(
      () => u('cat').post('/svc/conversations/flag', { conversation_id: id, participant: b('cat').uuid, type: 'spam' }),
      403,
      "You aren't part of that conversation.",
    );
    await refused(
      () => u('cat').post('/svc/conversations/flag', { conversation_id: id, participant: b('hal').uuid, type: 'spam' }),
      403,
      "That isn't one of your blogs.",
    );
    await refused(
      () => u('dan').post('/svc/conversations/flag', { conversation_id: id, participant: b('dan').uuid, type: 'spam' }),
      403,
      'Please verify your email address before talking to a Tumblr.',
    );
    await refused(
      () => u('hal').post('/svc/conversations/flag', { conversation_id: '999999', participant: b('hal').uuid, type: 'spam' }),
      404,
    );
    const flag = (body: Record<string, unknown>) =>
      u('hal').post('/svc/conversations/flag', { conversation_id: id, participant: b('hal').uuid, type: 'spam', ...body });
    await refused(() => flag({ type: 'bogus' }), 400);
    await refused(() => flag({ type: ['spam', 'spam'] }), 400);
    await refused(() => flag({ conversation_id: 'abc' }), 400);
    await refused(() => flag({ conversation_id: '' }), 400, 'Which conversation? conversation_id is missing.');
    await refused(() => flag({ context: 'x'.repeat(300) }), 400);
    await refused(() => flag({ participant: ['a', 'b'] }), 400);
  });
});

describe('GET /svc/conversations/participant_info', () => {
  it("answers the other blog's identity, the relationship both ways with durations, and its tags", async () => {
    await createPost(u('ben'), 'ben', { 'post[tags]': 'cats, coffee' });
    await createPost(u('ben'), 'ben', { 'post[tags]': 'cats' });
    const res = await u('ann').get(`/svc/conversations/participant_info?q=${b('ben').uuid}&participant=${b('ann').uuid}`);
    expect(res.status).toBe(200);
    const info = ParticipantInfoSchema.parse(res.json.response);
    expect(info).toMatchObject({
      name: 'ben',
      uuid: b('ben').uuid,
      is_following_blog: true,
      is_blog_following_you: false,
      duration_blog_following_you: 0,
      blog_tags: ['cats', 'coffee'],
    });
    expect(info.duration_following_blog).toBeGreaterThanOrEqual(0);
    expect(info.avatar).toBe(info.avatar_url);
    // From ben's side: ann's owner follows ben.
    const back = ParticipantInfoSchema.parse(
      (await u('ben').get(`/svc/conversations/participant_info?q=${b('ann').uuid}&participant=${b('ben').uuid}`)).json.response,
    );
    expect(back).toMatchObject({ is_blog_following_you: true, is_following_blog: false, duration_following_blog: 0 });
  });

  it('refuses a visitor (401), a blog not the user’s (403), unverified (403), unknown (404) and bad values (400)', async () => {
    const url = (q: string, p: string) => `/svc/conversations/participant_info?q=${q}&participant=${p}`;
    const visitor = new Client(ctx.app);
    expect((await visitor.get(url(b('ben').uuid, b('ann').uuid))).status).toBe(401);
    expect((await u('cat').get(url(b('ben').uuid, b('ann').uuid))).status).toBe(403);
    expect((await u('dan').get(url(b('ben').uuid, b('dan').uuid))).json.errors[0].detail).toBe(
      'Please verify your email address before talking to a Tumblr.',
    );
    expect((await u('ann').get(url('t:nobody', b('ann').uuid))).status).toBe(404);
    expect((await u('ann').get(`/svc/conversations/participant_info?q=a&q=b&participant=${b('ann').uuid}`)).status).toBe(400);
    expect((await u('ann').get(url('x'.repeat(300), b('ann').uuid))).status).toBe(400);
    const missing = await u('ann').get(`/svc/conversations/participant_info?participant=${b('ann').uuid}`);
    expect(missing.status).toBe(400);
  });
});

describe('POST /svc/conversations/tutorial_seen', () => {
  it("remembers it on the user and shows it in the session's user; others and visitors are unaffected", async () => {
    expect((await u('eve').get('/svc/session')).json.response.user.has_seen_messaging_tutorial).toBe(false);
    const res = await u('eve').post('/svc/conversations/tutorial_seen', {});
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ has_seen_messaging_tutorial: true });
    const session = SessionSchema.parse((await u('eve').get('/svc/session')).json.response);
    expect(session.user?.has_seen_messaging_tutorial).toBe(true);
    expect((await u('fay').get('/svc/session')).json.response.user.has_seen_messaging_tutorial).toBe(false);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    await refused(() => visitor.post('/svc/conversations/tutorial_seen', {}), 401);
    await refused(() => u('fay').post('/svc/conversations/tutorial_seen', {}, { formKey: false }), 403);
  });
});

describe('POST /svc/conversations/settings', () => {
  it('refuses a visitor (401), a blog not the user’s (403) and bad values (400), changing nothing', async () => {
    const visitor = new Client(ctx.app);
    await visitor.visit();
    await refused(
      () => visitor.post('/svc/conversations/settings', { participant: b('ann').uuid, messages_from_followed_only: '1' }),
      401,
    );
    await refused(
      () => u('cat').post('/svc/conversations/settings', { participant: b('ann').uuid, messages_from_followed_only: '1' }),
      403,
      "That isn't one of your blogs.",
    );
    await refused(
      () => u('ann').post('/svc/conversations/settings', { participant: b('ann').uuid, messages_from_followed_only: ['1', '0'] }),
      400,
    );
    await refused(
      () =>
        u('ann').post('/svc/conversations/settings', { participant: b('ann').uuid, messages_from_followed_only: 'x'.repeat(40) }),
      400,
    );
    await refused(() => u('ann').post('/svc/conversations/settings', { participant: b('ann').uuid }), 400);
  });
});

describe('IMAGE messages (multipart, field data)', () => {
  const png = () =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  const gif = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c3' } })
      .gif()
      .toBuffer();
  const fields = (from: string, to: string): Part[] => [
    { field: 'participant', data: b(from).uuid },
    { field: 'participants[]', data: b(from).uuid },
    { field: 'participants[]', data: b(to).uuid },
    { field: 'type', data: 'IMAGE' },
    { field: 'context', data: 'messaging-image-upload' },
  ];
  const sendImage = (from: string, to: string, file: Part, extra: Part[] = []) =>
    postUpload(ctx.app, u(from), multipart([...fields(from, to), ...extra, file]), { url: '/svc/conversations/messages' });

  it('stores an uploaded photo as the message image, with alt_sizes and original_size; GIFs as sent', async () => {
    const res = await sendImage('ann', 'ben', { field: 'data', filename: 'pic.png', type: 'image/png', data: await png() });
    expect(res.status).toBe(200);
    const message = MessageSchema.parse(res.json.response.messages.data[0]);
    expect(message.type).toBe('IMAGE');
    expect(message.image).toMatchObject({ width: 600, height: 400, original_size: { width: 600, height: 400 } });
    expect(message.image?.alt_sizes?.map((s) => s.width)).toEqual([600, 540, 250]);
    expect(message.image?.url).toMatch(/^\/media\/uploads\/.+\.jpg$/);
    const animated = await sendImage('ann', 'ben', { field: 'data', filename: 'a.gif', type: 'image/gif', data: await gif() });
    expect(animated.status).toBe(200);
    expect(animated.json.response.messages.data[0].image.url).toMatch(/\.gif$/);
    // The reader sees it too.
    const read = await u('ben').get(
      `/svc/conversations/messages?conversation_id=${message.conversation_id}&participant=${b('ben').uuid}`,
    );
    expect(read.json.response.messages.data.at(-1).image.url).toMatch(/\.gif$/);
  });

  it('refuses other types, non-images, oversized files and a wrong field, storing nothing', async () => {
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#33c' } })
      .webp()
      .toBuffer();
    await refused(
      () => sendImage('ann', 'ben', { field: 'data', filename: 'p.webp', type: 'image/webp', data: webp }),
      400,
      'Invalid file type. Send a JPG, PNG or GIF image.',
    );
    await refused(
      () => sendImage('ann', 'ben', { field: 'data', filename: 'p.png', type: 'image/png', data: webp }),
      400,
      'Invalid file type. Send a JPG, PNG or GIF image.',
    );
    await refused(
      () => sendImage('ann', 'ben', { field: 'data', filename: 'p.png', type: 'image/png', data: 'not an image' }),
      400,
      'This is not valid image file.',
    );
    await refused(
      () => sendImage('ann', 'ben', { field: 'data', filename: 'notes.txt', type: 'text/plain', data: 'hello' }),
      400,
      'Invalid file type. Send a JPG, PNG or GIF image.',
    );
    const big = Buffer.concat([await png(), Buffer.alloc(MESSAGING.imageUploadLimitBytes)]);
    await refused(
      () => sendImage('ann', 'ben', { field: 'data', filename: 'big.png', type: 'image/png', data: big }),
      413,
      'The file is too big. Squish it down, and try again!',
    );
    const pic = await png();
    await refused(
      () => sendImage('ann', 'ben', { field: 'photo', filename: 'pic.png', type: 'image/png', data: pic }),
      400,
      'Send the image in the "data" field.',
    );
    await refused(
      () =>
        sendImage('ann', 'ben', { field: 'data', filename: 'pic.png', type: 'image/png', data: 'x' }, [
          { field: 'message', data: 'x'.repeat(MESSAGING.composeMax * 4 + 1) },
        ]),
      400,
    );
  });

  it('applies the sending rules before storing anything (unverified, blocked, not following)', async () => {
    const file = { field: 'data', filename: 'pic.png', type: 'image/png', data: await png() };
    await refused(() => sendImage('dan', 'ann', file), 403, 'Please verify your email address before talking to a Tumblr.');
    await refused(() => sendImage('ben', 'gus', file), 409, 'You can only send messages to Tumblrs you follow.');
    expect((await u('ben').post('/svc/block/add', { tumblelog: 'ben', blocked_tumblelog: 'ann' })).status).toBe(200);
    await refused(() => sendImage('ann', 'ben', file), 403, "You can't message this blog. It has blocked you.");
    expect((await u('ben').post('/svc/block/remove', { tumblelog: 'ben', blocked_tumblelog: 'ann' })).status).toBe(200);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    await refused(
      () => postUpload(ctx.app, visitor, multipart([...fields('ann', 'ben'), file]), { url: '/svc/conversations/messages' }),
      401,
    );
  });
});
