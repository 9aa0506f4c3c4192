import { ConversationsResponseSchema, MessageSchema, SessionSchema, type Message } from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';

// Message controls' Delete (spec 3 §2 screen 13, issue 11): DELETE /svc/conversations/message removes one
// message for the acting blog only (migration 021).
let ctx: TestContext;
const users: Record<string, Client> = {};
const blogs: Record<string, { uuid: string; name: string }> = {};

async function join(name: string, verify = true) {
  const c = new Client(ctx.app);
  const s = SessionSchema.parse((await c.register(`${name}@example.test`, name, 'correct horse', { verify })).json.response);
  users[name] = c;
  blogs[name] = s.blogs[0] as (typeof blogs)[string];
}

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['ida', 'jon', 'kim']) await join(name);
  await join('lou', false);
  expect((await u('ida').post('/svc/follow', { tumblelog: 'jon' })).status).toBe(200);
});
afterAll(() => ctx.close());

const u = (name: string) => users[name] as Client;
const b = (name: string) => blogs[name] as { uuid: string; name: string };

async function send(from: string, to: string, message: string): Promise<Message> {
  const res = await u(from).post('/svc/conversations/messages', {
    participant: b(from).uuid,
    'participants[]': [b(from).uuid, b(to).uuid],
    type: 'TEXT',
    message,
  });
  expect(res.status).toBe(200);
  return MessageSchema.parse(res.json.response.messages.data[0]);
}

const texts = async (who: string, conversationId: string) => {
  const res = await u(who).get(`/svc/conversations/messages?conversation_id=${conversationId}&participant=${b(who).uuid}`);
  return (res.json.response.messages.data as Message[]).map((m) => m.content?.text);
};

const remove = (who: string, query: Record<string, string>, as = who) =>
  u(who).request('DELETE', `/svc/conversations/message?${new URLSearchParams({ participant: b(as).uuid, ...query })}`);

const hides = () => ctx.app.db.selectFrom('message_hides').selectAll().orderBy('message_id').execute();
const messages = () => ctx.app.db.selectFrom('messages').selectAll().orderBy('id').execute();

describe('DELETE /svc/conversations/message', () => {
  it('hides the message for the blog that deletes it, keeps it for the other, and the inbox summary follows', async () => {
    const first = await send('ida', 'jon', 'keep me');
    const second = await send('ida', 'jon', 'delete me');
    expect(second.id).toMatch(/^\d+$/);

    const res = await remove('jon', { message_id: second.id ?? '' });
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ deleted: true, id: second.id });
    expect(await texts('jon', first.conversation_id)).toEqual(['keep me']);
    expect(await texts('ida', first.conversation_id)).toEqual(['keep me', 'delete me']);

    const inbox = ConversationsResponseSchema.parse(
      (await u('jon').get(`/svc/conversations?participant=${b('jon').uuid}`)).json.response,
    );
    expect(inbox.conversations[0]?.last_message?.content?.text).toBe('keep me');

    // Deleting it again changes nothing; the owner may delete its own message for itself too.
    expect((await remove('jon', { message_id: second.id ?? '' })).status).toBe(200);
    expect((await remove('ida', { message_id: first.id ?? '' })).status).toBe(200);
    expect(await texts('ida', first.conversation_id)).toEqual(['delete me']);
    expect(await texts('jon', first.conversation_id)).toEqual(['keep me']);
    expect(await hides()).toHaveLength(2);
  });

  it('answers a visitor 401, another user 404 or 403, unverified 403, and changes nothing', async () => {
    const message = await send('ida', 'jon', 'not yours');
    const id = message.id ?? '';
    const before = { hides: await hides(), messages: await messages() };
    const visitor = new Client(ctx.app);
    await visitor.visit();
    const asVisitor = await visitor.request('DELETE', `/svc/conversations/message?message_id=${id}&participant=${b('jon').uuid}`);
    expect(asVisitor.status).toBe(401);
    // kim is not in the conversation: the same 404 as an unknown id.
    const outsider = await remove('kim', { message_id: id });
    expect(outsider.status).toBe(404);
    expect(outsider.json.errors[0].detail).toBe("That message doesn't exist.");
    expect((await remove('kim', { message_id: '99999999' })).status).toBe(404);
    // kim acting as jon's blog.
    const notTheirs = await remove('kim', { message_id: id }, 'jon');
    expect(notTheirs.status).toBe(403);
    expect((await remove('lou', { message_id: id })).status).toBe(403);
    expect({ hides: await hides(), messages: await messages() }).toEqual(before);
  });

  it('answers 400 for a missing, wrongly typed or oversized message_id or participant, and changes nothing', async () => {
    const message = await send('ida', 'jon', 'still here');
    const before = { hides: await hides(), messages: await messages() };
    const jon = u('jon');
    const bad = [
      `participant=${b('jon').uuid}`,
      `message_id=&participant=${b('jon').uuid}`,
      `message_id=abc&participant=${b('jon').uuid}`,
      `message_id=${'9'.repeat(40)}&participant=${b('jon').uuid}`,
      `message_id=${message.id}&participant=${'x'.repeat(300)}`,
      `message_id=${message.id}&message_id=${message.id}&participant=${b('jon').uuid}`,
    ];
    for (const query of bad) {
      const res = await jon.request('DELETE', `/svc/conversations/message?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    expect({ hides: await hides(), messages: await messages() }).toEqual(before);
    expect(await texts('jon', message.conversation_id)).toContain('still here');
  });

  it('does not let a blog that left the conversation delete what it can no longer read', async () => {
    const message = await send('ida', 'jon', 'before leaving');
    const left = await u('jon').request(
      'DELETE',
      `/svc/conversations/messages?conversation_id=${message.conversation_id}&participant=${b('jon').uuid}`,
    );
    expect(left.status).toBe(200);
    expect((await remove('jon', { message_id: message.id ?? '' })).status).toBe(404);
  });
});
