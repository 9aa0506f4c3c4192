import { DEFAULT_NOTIFICATION_SETTINGS, NotificationSettingsResponseSchema } from '@dash/shared-contracts';
import { Client } from '../../../../test/helpers';
import { setupTestApp } from '../../../../test/setup-test-app';

const { ctx, users } = setupTestApp('ann', 'ben');
const URL = '/svc/settings/notifications';
const JSON_HEADERS = { 'content-type': 'application/json' };
const postJson = (c: Client, body: unknown) => c.post(URL, JSON.stringify(body), { headers: JSON_HEADERS });
const settingsOf = async (c: Client) => NotificationSettingsResponseSchema.parse((await c.get(URL)).json.response).notifications;
const stored = async (name: string) =>
  (await ctx.app.db.selectFrom('users').select('notification_settings').where('name', '=', name).executeTakeFirstOrThrow())
    .notification_settings;

describe('/svc/settings/notifications', () => {
  it('starts with the defaults: everything in activity, mail for asks and messages', async () => {
    const settings = await settingsOf(users.ann);
    expect(settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(settings).toMatchObject({ activity_likes: true, email_likes: false, email_asks: true, email_messages: true });
  });

  it('changes only the given switches (JSON or form), stores only what differs from the defaults', async () => {
    const res = await postJson(users.ann, { email_likes: true, activity_follows: false });
    expect(res.status).toBe(200);
    expect(res.json.response.notifications).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      email_likes: true,
      activity_follows: false,
    });
    expect(JSON.parse(await stored('ann'))).toEqual({ email_likes: true, activity_follows: false });
    expect((await users.ann.post(URL, { email_likes: '0', activity_follows: 'true' })).status).toBe(200);
    expect(await settingsOf(users.ann)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(await stored('ann')).toBe('{}');
  });

  it("keeps each user's own, and refuses visitors (401) and a missing form key (403)", async () => {
    expect((await postJson(users.ben, { email_replies: true })).status).toBe(200);
    expect(await settingsOf(users.ann)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await visitor.get(URL)).status).toBe(401);
    expect((await postJson(visitor, { email_likes: true })).status).toBe(401);
    expect(
      (await users.ann.post(URL, JSON.stringify({ email_likes: true }), { headers: JSON_HEADERS, formKey: false })).status,
    ).toBe(403);
    expect(await stored('ann')).toBe('{}');
  });

  it('the activity switches decide what the activity list shows', async () => {
    expect((await users.ben.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
    const activity = async () =>
      (
        await users.ann.get('/svc/data/tumblelog?tumblelog=ann&include_activity_notifications=true')
      ).json.response.activity_notifications.map((n: { type: string }) => n.type);
    expect(await activity()).toEqual(['follower']);
    expect((await postJson(users.ann, { activity_follows: false })).status).toBe(200);
    expect(await activity()).toEqual([]);
    expect((await postJson(users.ann, { activity_follows: true })).status).toBe(200);
    expect(await activity()).toEqual(['follower']);
    expect(await stored('ann')).toBe('{}');
  });

  it('has no activity switch for messages (they have their own inbox)', async () => {
    const res = await postJson(users.ann, { activity_messages: false });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(/Unrecognized key/);
  });

  it.each([
    ['an empty body', {}, /Choose a setting to change\./],
    ['an unknown kind', { email_pokes: true }, /Unrecognized key/],
    ['text in JSON', { email_likes: 'yes' }, /Expected boolean, got string/],
    ['a number', { activity_asks: 1 }, /Expected boolean, got number/],
    ['an oversized value', { email_likes: 'x'.repeat(20_000) }, /Expected boolean/],
    ['half valid', { email_likes: true, email_follows: null }, /Expected boolean, got null/],
  ])('%s is a 400 that changes nothing', async (_name, body, detail) => {
    const res = await postJson(users.ann, body);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(detail);
    expect(await stored('ann')).toBe('{}');
  });
});
