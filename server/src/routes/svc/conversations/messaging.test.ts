import {
  ConversationSchema,
  ConversationsResponseSchema,
  MessageSchema,
  PollResponseSchema,
  SessionSchema,
} from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
let a: Client;
let b: Client;
let aBlog: { uuid: string; mention_key: string };
let bBlog: { uuid: string; mention_key: string };
let bToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  a = new Client(ctx.app);
  b = new Client(ctx.app);
  const sa = SessionSchema.parse((await a.register('ma@example.test', 'ma')).json.response);
  const sb = SessionSchema.parse((await b.register('mb@example.test', 'mb')).json.response);
  aBlog = sa.blogs[0] as typeof aBlog;
  bBlog = sb.blogs[0] as typeof bBlog;
  bToken = sb.user?.polling_token ?? '';
});
afterAll(() => ctx.close());

const pollB = () =>
  b.get(`/services/poll?token=${bToken}&unread_messages=true&mention_keys=${bBlog.mention_key},${aBlog.mention_key}`);

describe('messaging', () => {
  it('starts a conversation, counts unread for the recipient and marks it read', async () => {
    // A new conversation needs the sender to follow the recipient (409 otherwise).
    expect((await a.post('/svc/follow', { tumblelog: 'mb' })).status).toBe(200);
    const sent = await a.post('/svc/conversations/messages', {
      participant: aBlog.uuid,
      'participants[]': [aBlog.uuid, bBlog.uuid],
      type: 'TEXT',
      message: 'Hi there <b>b</b>',
    });
    expect(sent.status).toBe(200);
    const message = MessageSchema.parse(sent.json.response.messages.data[0]);
    expect(message).toMatchObject({ type: 'TEXT', participant: aBlog.uuid, content: { text: 'Hi there <b>b</b>' } });
    const conversationId = message.conversation_id;
    await a.post('/svc/conversations/messages', {
      participant: aBlog.uuid,
      conversation_id: conversationId,
      type: 'TEXT',
      message: 'second',
    });

    const poll = PollResponseSchema.parse((await pollB()).json.response);
    // Only b's own mention keys are answered; a's key is ignored.
    expect(poll.unread_messages).toEqual({ [bBlog.mention_key]: { [conversationId]: 2 } });
    expect((await b.get('/svc/session')).json.response.blogs[0].unread_messages_count).toBe(2);

    const inbox = ConversationsResponseSchema.parse((await b.get(`/svc/conversations?participant=${bBlog.uuid}`)).json.response);
    expect(inbox.conversations).toHaveLength(1);
    expect(inbox.conversations[0]).toMatchObject({
      id: conversationId,
      unread_messages_count: 2,
      last_message: { content: { text: 'second' } },
    });

    const read = await b.get(`/svc/conversations/messages?conversation_id=${conversationId}&participant=${bBlog.uuid}`);
    expect(read.json.response.messages.data.map((m: { content: { text: string } }) => m.content.text)).toEqual([
      'Hi there <b>b</b>',
      'second',
    ]);
    expect(ConversationSchema.parse(read.json.response.conversation).unread_messages_count).toBe(0);
    expect(PollResponseSchema.parse((await pollB()).json.response).unread_messages).toEqual({ [bBlog.mention_key]: {} });

    // Replying reuses the conversation found by its participants.
    const reply = await b.post('/svc/conversations/messages', {
      participant: bBlog.uuid,
      participants: `${bBlog.uuid},${aBlog.uuid}`,
      type: 'TEXT',
      message: 'hey',
    });
    expect(reply.json.response.messages.data[0].conversation_id).toBe(conversationId);
  });

  it('a deleted conversation leaves the inbox, and the next message from the other side brings it back with only what is new', async () => {
    const started = await a.post('/svc/conversations/messages', {
      participant: aBlog.uuid,
      'participants[]': [aBlog.uuid, bBlog.uuid],
      type: 'TEXT',
      message: 'before the delete',
    });
    const conversationId = MessageSchema.parse(started.json.response.messages.data[0]).conversation_id;
    const inboxOfB = async () =>
      ConversationsResponseSchema.parse((await b.get(`/svc/conversations?participant=${bBlog.uuid}`)).json.response)
        .conversations;
    expect((await inboxOfB()).map((c) => c.id)).toContain(conversationId);

    const deleted = await b.request(
      'DELETE',
      `/svc/conversations/messages?conversation_id=${conversationId}&participant=${bBlog.uuid}`,
    );
    expect(deleted.status).toBe(200);
    expect((await inboxOfB()).map((c) => c.id)).not.toContain(conversationId);
    expect(PollResponseSchema.parse((await pollB()).json.response).unread_messages).toEqual({ [bBlog.mention_key]: {} });
    // For b it no longer exists; a still has it and may write in it.
    const gone = await b.get(`/svc/conversations/messages?conversation_id=${conversationId}&participant=${bBlog.uuid}`);
    expect(gone.status).toBe(404);

    const after = await a.post('/svc/conversations/messages', {
      participant: aBlog.uuid,
      conversation_id: conversationId,
      type: 'TEXT',
      message: 'are you there?',
    });
    expect(after.status).toBe(200);
    // b is back: the conversation is in b's inbox with one unread, and b reads only what is new.
    expect((await inboxOfB()).find((c) => c.id === conversationId)).toMatchObject({ unread_messages_count: 1 });
    expect(PollResponseSchema.parse((await pollB()).json.response).unread_messages).toEqual({
      [bBlog.mention_key]: { [conversationId]: 1 },
    });
    const read = await b.get(`/svc/conversations/messages?conversation_id=${conversationId}&participant=${bBlog.uuid}`);
    expect(read.json.response.messages.data.map((m: { content: { text: string } }) => m.content.text)).toEqual([
      'are you there?',
    ]);
    // a's history is whole.
    const ofA = await a.get(`/svc/conversations/messages?conversation_id=${conversationId}&participant=${aBlog.uuid}`);
    const textsOfA = ofA.json.response.messages.data.map((m: { content: { text: string } }) => m.content.text);
    expect(textsOfA.slice(-2)).toEqual(['before the delete', 'are you there?']);
  });

  it('pages the inbox 10 at a time, newest activity first', async () => {
    const others: string[] = [];
    for (let i = 0; i < 11; i++) {
      const c = new Client(ctx.app);
      const s = SessionSchema.parse((await c.register(`p${i}@example.test`, `pen-${i}`)).json.response);
      const uuid = s.blogs[0]?.uuid ?? '';
      others.push(uuid);
      await c.post('/svc/follow', { tumblelog: 'ma' });
      await c.post('/svc/conversations/messages', {
        participant: uuid,
        'participants[]': [uuid, aBlog.uuid],
        type: 'TEXT',
        message: `hello ${i}`,
      });
    }
    const first = ConversationsResponseSchema.parse((await a.get(`/svc/conversations?participant=${aBlog.uuid}`)).json.response);
    expect(first.conversations).toHaveLength(10);
    expect(first.conversations[0]?.last_message?.content?.text).toBe('hello 10');
    const ts = first.conversations.map((c) => c.last_modified_ts);
    expect([...ts].sort((x, y) => y - x)).toEqual(ts);
    const next = first._links?.next?.href ?? '';
    expect(next).toContain('before=');
    const second = ConversationsResponseSchema.parse((await a.get(next)).json.response);
    expect(second.conversations).toHaveLength(2);
    expect(second._links).toBeUndefined();
  });

  it('guards the acting blog, the token and the verified email', async () => {
    expect((await b.get(`/svc/conversations?participant=${aBlog.uuid}`)).status).toBe(403);
    expect((await b.get(`/services/poll?token=wrong&mention_keys=${bBlog.mention_key}`)).status).toBe(403);
    expect((await new Client(ctx.app).get(`/services/poll?token=${bToken}`)).status).toBe(401);
    expect(
      (await b.post('/svc/conversations/messages', { participant: bBlog.uuid, 'participants[]': [aBlog.uuid], message: '  ' }))
        .status,
    ).toBe(400);
    await ctx.app.db.updateTable('users').set({ is_verified_email: 0 }).where('email', '=', 'mb@example.test').execute();
    const res = await b.get(`/svc/conversations?participant=${bBlog.uuid}`);
    expect(res.status).toBe(403);
    expect(res.json.errors[0].detail).toBe('Please verify your email address before talking to a Tumblr.');
    expect((await pollB()).status).toBe(403);
  });

  it('404s a conversation that does not exist yet', async () => {
    const c = new Client(ctx.app);
    const s = SessionSchema.parse((await c.register('lonely@example.test', 'lonely')).json.response);
    const res = await c.get(`/svc/conversations/messages?participant=${s.blogs[0]?.uuid}&participants=${aBlog.uuid}`);
    expect(res.status).toBe(404);
  });
});

describe('blocks', () => {
  it("refuses messages to a blog that blocked the sender's blog, and stores nothing", async () => {
    const blocked = await b.post('/svc/block/add', { tumblelog: 'mb', blocked_tumblelog: 'ma' });
    expect(blocked.status).toBe(200);
    const before = await ctx.app.db.selectFrom('messages').selectAll().execute();
    const res = await a.post('/svc/conversations/messages', {
      participant: aBlog.uuid,
      'participants[]': [aBlog.uuid, bBlog.uuid],
      type: 'TEXT',
      message: 'are you there?',
    });
    expect(res.status).toBe(403);
    expect(res.json.errors[0].detail).toBe("You can't message this blog. It has blocked you.");
    expect(await ctx.app.db.selectFrom('messages').selectAll().execute()).toEqual(before);
    await b.post('/svc/block/remove', { tumblelog: 'mb', blocked_tumblelog: 'ma' });
  });
});
