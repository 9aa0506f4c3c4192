import { allPollCounters } from '../../db/dialect/poll-counters';
import { PollQuerySchema, PollResponseSchema, SessionSchema, type Session } from '@dash/shared-contracts';
import { sql } from 'kysely';
import { parseRequestPart } from '@dash/shared-contracts';
import type { Client } from '../../../test/helpers';
import { setupTestApp } from '../../../test/setup-test-app';
import { API_CSP, API_HEADERS } from '../../plugins/external/helmet';
import { storedCounterKeys } from '../../services/messaging';
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
  // A new conversation needs the sender to follow the recipient (409 otherwise).
  expect((await ann.post('/svc/follow', { tumblelog: sessionOf(ben).blogs[0]?.name })).status).toBe(200);
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
  const stored = await allPollCounters(ctx.app.db);
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

// What every poll answer carries, in this order, whatever its status (issue 8: the route's fast path
// must not change a header). Date, connection and keep-alive are the HTTP server's, not the app's.
const POLL_HEADERS = [...Object.keys(API_HEADERS), 'content-security-policy', 'cache-control', 'content-type', 'content-length'];
const appHeaders = (res: { headers: Record<string, unknown> }) =>
  Object.keys(res.headers).filter((h) => !['date', 'connection', 'keep-alive'].includes(h));

it('answers every outcome with the same API headers and envelope', async () => {
  const ok = await ben.get(pollUrl(ben));
  const outcomes = {
    200: ok.res,
    400: (await ben.get(`/services/poll?token=${'x'.repeat(POLL_QUERY_LIMITS.token + 1)}`)).res,
    401: await ctx.app.inject({ method: 'GET', url: pollUrl(ben) }),
    403: (await ben.get(`/services/poll?token=wrong&mention_keys=x`)).res,
  };
  for (const [status, res] of Object.entries(outcomes)) {
    expect([status, res.statusCode]).toEqual([status, Number(status)]);
    expect(appHeaders(res)).toEqual(POLL_HEADERS);
    for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers[name]).toBe(value);
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as { meta: { status: number }; errors?: { code: string }[] };
    expect(body.meta.status).toBe(Number(status));
  }
  expect(outcomes[401].json().errors[0].code).toBe('UNAUTHENTICATED');
  expect(outcomes[403].json().errors[0].detail).toBe('This polling token is not valid.');
  expect(outcomes[400].json().errors[0].field).toBe('token');
});

it('answers through Kysely, the same, while a transaction holds the database connection', async () => {
  const expected = await ben.get(pollUrl(ben));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = ctx.app.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').execute();
    await held;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  const waiting = ben.get(pollUrl(ben));
  const anonymous = ctx.app.inject({ method: 'GET', url: pollUrl(ben) });
  release();
  await transaction;
  const answer = await waiting;
  expect(answer.status).toBe(200);
  expect(answer.res.body).toBe(expected.res.body);
  expect(appHeaders(answer.res)).toEqual(POLL_HEADERS);
  expect((await anonymous).statusCode).toBe(401);
});

it("reads the stored counters' keys exactly as JSON.parse does, or leaves the text to it", () => {
  const accepted = [
    '{}',
    '{"mk1":{}}',
    '{"mk1":{"2":1,"15":3},"mk2":{}}',
    '{"mk_1.a-b":{"0":0},"mk2":{"7":-1}}',
    '{"mk1":{"2":1},"mk1":{"3":1}}',
  ];
  for (const text of accepted) expect(new Set(storedCounterKeys(text))).toEqual(new Set(Object.keys(JSON.parse(text) as object)));
  const refused = [
    '',
    ' {}',
    '{} ',
    '{"mk1": {}}',
    '{"mk1":{"2":01}}',
    '{"mk1":{"x":1}}',
    '{"mk1":{"2":1.5}}',
    '{"mk1":{"2":1}',
    '{"mk1":1}',
    '{"m\\"k":{}}',
    '{"__proto__":{}}',
    '{"a b":{}}',
    '{"":{}}',
    '{"mk1":{"2":1}}x',
    '{"mk1":{"2":1},}',
    '[]',
    'null',
  ];
  for (const text of refused) expect([text, storedCounterKeys(text)]).toEqual([text, null]);
});
