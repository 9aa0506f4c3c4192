import { LOG_LIMITS, type LogEvent } from '@dash/shared-contracts';
import { Client } from '../../../../test/helpers';
import { setupTestApp } from '../../../../test/setup-test-app';

// The log intakes (issue 11 item 6; server/README.md "Logging"): POST /svc/log/lady and
// /services/cslog, as sendBeacon sends them (text/plain, the form key in the query).
const {
  ctx,
  users: { ann, ben, cat },
} = setupTestApp('ann', 'ben', 'cat');

const TEXT = { 'content-type': 'text/plain;charset=UTF-8' };
let n = 0;
const event = (patch: Partial<LogEvent> = {}): LogEvent => ({
  log_key: 'lady',
  uuid: `uuid-${++n}-${Math.random().toString(36).slice(2)}`,
  event: 'gifsearch:select',
  ts: Date.now(),
  rid: 'rid-1',
  elapsed: 1234.5,
  data: { query: 'cats', index: 2 },
  env: { page: '/dashboard', viewport: '390x844', language: 'en-US' },
  ...patch,
});
/** A beacon: text/plain JSON, form key in the query, no header. */
const beacon = (who: Client, path: string, body: unknown, formKey = who.formKey) =>
  who.post(`${path}?form_key=${encodeURIComponent(formKey)}`, typeof body === 'string' ? body : JSON.stringify(body), {
    formKey: false,
    headers: TEXT,
  });
const rows = () => ctx.app.db.selectFrom('log_events').selectAll().orderBy('id').execute();

describe('POST /svc/log/lady', () => {
  it('stores each event with its intake, name, day and uuid, for the owner of the session', async () => {
    const sent = [event(), event({ event: 'VideoPlayer', data: { action: 'play', postId: '5' } })];
    const res = await beacon(ann, '/svc/log/lady', sent);
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ accepted: 2, stored: 2 });
    const stored = (await rows()).filter((r) => sent.some((e) => e.uuid === r.uuid));
    const today = new Date().toISOString().slice(0, 10);
    const annId = (await ctx.app.db.selectFrom('users').select('id').where('name', '=', 'ann').executeTakeFirstOrThrow()).id;
    expect(stored.map((r) => [r.log_key, r.name, r.day, r.user_id])).toEqual([
      ['lady', 'gifsearch:select', today, annId],
      ['lady', 'VideoPlayer', today, annId],
    ]);
    expect(JSON.parse(stored[1]?.event ?? '{}')).toEqual(sent[1]);
  });

  it('takes a visitor’s events (with the visitor’s form key) and stores them without a user', async () => {
    const visitor = new Client(ctx.app);
    await visitor.visit();
    const sent = event({ event: 'popover:blogcard:open' });
    expect((await beacon(visitor, '/svc/log/lady', [sent])).status).toBe(200);
    expect((await rows()).find((r) => r.uuid === sent.uuid)?.user_id).toBeNull();
  });

  it('keeps one copy of an event sent twice (a beacon retried by the XHR fallback)', async () => {
    const sent = event();
    await beacon(ben, '/svc/log/lady', [sent]);
    const again = await beacon(ben, '/svc/log/lady', [sent, event()]);
    expect(again.json.response).toEqual({ accepted: 2, stored: 1 });
    expect((await rows()).filter((r) => r.uuid === sent.uuid)).toHaveLength(1);
  });

  it('also takes the JSON array as application/json, or { events }', async () => {
    const res = await ben.post('/svc/log/lady', JSON.stringify({ events: [event()] }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it('needs the form key', async () => {
    expect((await beacon(ann, '/svc/log/lady', [event()], 'wrong')).status).toBe(403);
    expect((await beacon(ann, '/svc/log/lady', [event()], '')).status).toBe(403);
  });

  const bad: [string, unknown][] = [
    ['not JSON', '{oops'],
    ['an object', { event: 'x' }],
    ['an empty array', []],
    ['a number for the event name', [{ ...event(), event: 5 }]],
    ['an empty event name', [{ ...event(), event: '  ' }]],
    ['an event name too long', [event({ event: 'x'.repeat(LOG_LIMITS.eventName + 1) })]],
    ['a string ts', [{ ...event(), ts: 'now' }]],
    ['a negative elapsed', [event({ elapsed: -1 })]],
    ['an unknown log_key', [{ ...event(), log_key: 'other' }]],
    ['a uuid too long', [event({ uuid: 'u'.repeat(LOG_LIMITS.id + 1) })]],
    ['nested data', [{ ...event(), data: { deep: { a: 1 } } }]],
    ['a data text too long', [event({ data: { q: 'x'.repeat(LOG_LIMITS.text + 1) } })]],
    [
      'too many data fields',
      [event({ data: Object.fromEntries(Array.from({ length: LOG_LIMITS.fields + 1 }, (_, i) => [`k${i}`, i])) })],
    ],
    ['too many events', Array.from({ length: LOG_LIMITS.eventsPerRequest + 1 }, () => event())],
    ['one good event and one bad', [event(), { ...event(), rid: null }]],
  ];
  it.each(bad)('refuses %s with 400 and stores nothing', async (_what, body) => {
    const before = (await rows()).length;
    const res = await beacon(cat, '/svc/log/lady', body);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].code).toBe('VALIDATION');
    expect((await rows()).length).toBe(before);
  });

  it('refuses a body over 64 KB with 413 and stores nothing', async () => {
    const before = (await rows()).length;
    const big = [event({ data: { q: 'x'.repeat(LOG_LIMITS.text) } })];
    const body = JSON.stringify(Array.from({ length: 40 }, () => big[0]));
    expect(body.length).toBeGreaterThan(LOG_LIMITS.bodyBytes);
    const res = await beacon(cat, '/svc/log/lady', body);
    expect(res.status).toBe(413);
    expect((await rows()).length).toBe(before);
  });
});

describe('POST /services/cslog', () => {
  it('stores client error reports under cslog, whatever log_key they carry', async () => {
    const sent = event({ log_key: 'lady', event: 'client-error', data: { what: 'account menu', message: 'ChunkLoadError' } });
    expect((await beacon(ann, '/services/cslog', [sent])).status).toBe(200);
    const row = (await rows()).find((r) => r.uuid === sent.uuid);
    expect([row?.log_key, row?.name]).toEqual(['cslog', 'client-error']);
    expect(JSON.parse(row?.event ?? '{}').log_key).toBe('cslog');
  });

  it('refuses bad input with 400', async () => {
    expect((await beacon(ann, '/services/cslog', '[1]')).status).toBe(400);
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${LOG_LIMITS.requestsPerMinute} requests a minute per session, each intake on its own, and stores nothing more`, async () => {
    const rater = new Client(ctx.app);
    await rater.register('rater@example.test', 'rater');
    for (let i = 0; i < LOG_LIMITS.requestsPerMinute; i++)
      expect((await beacon(rater, '/svc/log/lady', [event()])).status).toBe(200);
    const before = (await rows()).length;
    const refused = await beacon(rater, '/svc/log/lady', [event()]);
    expect(refused.status).toBe(429);
    expect(refused.json.errors[0].code).toBe('RATE_LIMITED');
    expect((await rows()).length).toBe(before);
    // Another session, and the other intake, still log.
    expect((await beacon(ben, '/svc/log/lady', [event()])).status).toBe(200);
    expect((await beacon(rater, '/services/cslog', [event()])).status).toBe(200);
  });
});
