import { ADMIN_EVENTS_DAYS } from '@dash/shared-contracts';
import { Client } from '../../../../test/helpers';
import { setupTestApp } from '../../../../test/setup-test-app';
import { utcDay } from '../../../services/logging/log-intake';

// GET /svc/admin/events (issue 11 item 6): counts by event and day for admins; root is the admin
// (the first account), ann another signed-in user.
const {
  ctx,
  users: { root, ann },
} = setupTestApp('root', 'ann');

const now = Math.floor(Date.now() / 1000);
const DAY = 86400;

beforeAll(async () => {
  const row = (name: string, daysAgo: number, log_key = 'lady') => ({
    received_at: now - daysAgo * DAY,
    user_id: null,
    log_key,
    name,
    day: utcDay(now - daysAgo * DAY),
    uuid: `${name}-${daysAgo}-${Math.random()}`,
    event: '{}',
  });
  await ctx.app.db
    .insertInto('log_events')
    .values([
      row('gifsearch:search', 0),
      row('gifsearch:search', 0),
      row('gifsearch:search', 1),
      row('VideoPlayer', 2),
      row('client-error', 0, 'cslog'),
      // Older than the window: not counted.
      row('VideoPlayer', ADMIN_EVENTS_DAYS.default + 1),
    ])
    .execute();
});

it('gives an admin the counts by event and day, the last 14 days, newest first', async () => {
  const res = await root.get('/svc/admin/events');
  expect(res.status).toBe(200);
  const { days, events } = res.json.response;
  expect(days).toHaveLength(ADMIN_EVENTS_DAYS.default);
  expect(days[0]).toBe(utcDay(now));
  expect(days[1]).toBe(utcDay(now - DAY));
  const zeros = (): number[] => Array.from({ length: ADMIN_EVENTS_DAYS.default }, () => 0);
  const counts = (at: Record<number, number>) => zeros().map((z, i) => at[i] ?? z);
  expect(events).toEqual([
    { log_key: 'lady', event: 'gifsearch:search', counts: counts({ 0: 2, 1: 1 }), total: 3 },
    { log_key: 'cslog', event: 'client-error', counts: counts({ 0: 1 }), total: 1 },
    { log_key: 'lady', event: 'VideoPlayer', counts: counts({ 2: 1 }), total: 1 },
  ]);
  expect(res.res.headers['cache-control']).toBe('no-store');
});

it('takes ?days= from 1 to 90', async () => {
  const one = await root.get('/svc/admin/events?days=1');
  expect(one.json.response.days).toEqual([utcDay(now)]);
  expect(one.json.response.events.map((e: { event: string }) => e.event)).toEqual(['gifsearch:search', 'client-error']);
  const wide = await root.get(`/svc/admin/events?days=${ADMIN_EVENTS_DAYS.max}`);
  expect(wide.json.response.events.find((e: { event: string }) => e.event === 'VideoPlayer').total).toBe(2);
});

it.each(['0', '91', 'abc', '-3', '1.5', '9'.repeat(40)])('refuses days=%s with 400', async (days) => {
  const res = await root.get(`/svc/admin/events?days=${encodeURIComponent(days)}`);
  expect(res.status).toBe(400);
  expect(res.json.errors[0].field).toBe('days');
});

it('refuses a repeated days with 400', async () => {
  expect((await root.get('/svc/admin/events?days=1&days=2')).status).toBe(400);
});

it('answers not found to another signed-in user, whatever the query', async () => {
  expect((await ann.get('/svc/admin/events')).status).toBe(404);
  expect((await ann.get('/svc/admin/events?days=3')).status).toBe(404);
  expect((await ann.get('/svc/admin/events?days=abc')).status).toBe(404);
});

it('asks a visitor to log in', async () => {
  const visitor = new Client(ctx.app);
  await visitor.visit();
  expect((await visitor.get('/svc/admin/events')).status).toBe(401);
});
