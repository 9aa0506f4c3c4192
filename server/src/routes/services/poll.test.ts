import { PollQuerySchema, PollResponseSchema, SessionSchema, type Session } from '@dash/shared-contracts';
import { sql } from 'kysely';
import { parseRequestPart } from '@dash/shared-contracts';
import type { Client } from '../../../test/helpers';
import { setupTestApp } from '../../../test/setup-test-app';
import { POLL_QUERY_LIMITS } from '.';

// Issue 8: the poll answers from precomputed counters (migration 008, kept by triggers) in one
// indexed read that also checks the session, and validates its query without zod when it is plain.
const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');

const sessionOf = (c: Client) => SessionSchema.parse(c.session) as Session;
const pollUrl = (c: Client, keys = sessionOf(c).blogs.map((b) => b.mention_key)) =>
  `/services/poll?token=${sessionOf(c).user?.polling_token}&unread_messages=true&mention_keys=${keys.join(',')}`;
const unread = async (c: Client, keys?: string[]) => {
  const res = await c.get(pollUrl(c, keys));
  expect(res.status).toBe(200);
  return PollResponseSchema.parse(res.json.response).unread_messages;
};
const send = (from: Client, to: Client, message: string) =>
  from.post('/svc/conversations/messages', {
    participant: sessionOf(from).blogs[0]?.uuid,
    'participants[]': [sessionOf(from).blogs[0]?.uuid, sessionOf(to).blogs[0]?.uuid],
    type: 'TEXT',
    message,
  });

it('follows messages sent and read, through the counters the triggers keep', async () => {
  const benKey = sessionOf(ben).blogs[0]?.mention_key ?? '';
  expect(await unread(ben)).toEqual({ [benKey]: {} });
  const first = await send(ann, ben, 'one');
  expect(first.status).toBe(200);
  const conversationId = String(first.json.response.messages.data[0].conversation_id);
  await send(ann, ben, 'two');
  expect(await unread(ben)).toEqual({ [benKey]: { [conversationId]: 2 } });
  // Only the asked keys of the user's own blogs; another user's key is left out.
  const annKey = sessionOf(ann).blogs[0]?.mention_key ?? '';
  expect(await unread(ben, [annKey])).toEqual({});
  expect(await unread(ben, [])).toEqual({});
  expect(await unread(ann)).toEqual({ [annKey]: {} });
  // The counters equal what the participants table says.
  const stored = await ctx.app.db.selectFrom('poll_counters').selectAll().execute();
  const recomputed = await sql<{ user_id: number; n: number }>`
    SELECT b.owner_user_id AS user_id, SUM(cp.unread_count) AS n FROM conversation_participants cp
    JOIN blogs b ON b.id = cp.blog_id GROUP BY b.owner_user_id`.execute(ctx.app.db);
  for (const row of recomputed.rows) {
    const counters = JSON.parse(stored.find((s) => s.user_id === row.user_id)?.unread_messages ?? '{}') as Record<
      string,
      Record<string, number>
    >;
    const sum = Object.values(counters).flatMap((byConversation) => Object.values(byConversation));
    expect(sum.reduce((a, b) => a + b, 0)).toBe(row.n);
  }

  const read = await ben.get(
    `/svc/conversations/messages?conversation_id=${conversationId}&participant=${sessionOf(ben).blogs[0]?.uuid}`,
  );
  expect(read.status).toBe(200);
  expect(await unread(ben)).toEqual({ [benKey]: {} });
});

it('ends at once with the session: a logged-out token polls 401', async () => {
  const url = pollUrl(ann);
  expect((await ann.get(url)).status).toBe(200);
  expect((await ann.post('/svc/account/logout')).status).toBe(200);
  expect((await ann.get(url)).status).toBe(401);
});

it('validates a plain query as the schema does, and leaves anything else to the schema', async () => {
  expect(Object.keys(PollQuerySchema.shape).sort()).toEqual(Object.keys(POLL_QUERY_LIMITS).sort());
  for (const [field, max] of Object.entries(POLL_QUERY_LIMITS)) {
    expect(parseRequestPart(PollQuerySchema, { [field]: 'x'.repeat(max) }).ok).toBe(true);
    expect(parseRequestPart(PollQuerySchema, { [field]: 'x'.repeat(max + 1) }).ok).toBe(false);
  }
  const tooLong = await ben.get(`/services/poll?token=${'x'.repeat(POLL_QUERY_LIMITS.token + 1)}`);
  expect(tooLong.status).toBe(400);
  const twice = await ben.get(`/services/poll?token=a&token=b`);
  expect(twice.status).toBe(400);
  expect(twice.json.errors[0].field).toBe('token');
});
