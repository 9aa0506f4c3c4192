import { ConnectionsSchema, FACEBOOK_NAME_ERROR, ShareDataResponseSchema, TWITTER_USERNAME_ERROR } from '@dash/shared-contracts';
import { SHARE_MAILS_PER_HOUR } from '../../plugins/external/rate-limit';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { createPost } from '../../../test/posts';

// Issue 11 item 2: connected accounts (stored names), the blog's share mail and the Facebook status.
const PUBLIC_URL = 'https://dash.example.com';

let ctx: TestContext;
let ann: Client;
let ben: Client;
let visitor: Client;
let postId: string;
beforeAll(async () => {
  ctx = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  ann = new Client(ctx.app);
  ben = new Client(ctx.app);
  visitor = new Client(ctx.app);
  await ann.register('ann@example.test', 'ann');
  await ben.register('ben@example.test', 'ben');
  await visitor.visit();
  postId = (await createPost(ann, 'ann')).id;
});
afterAll(() => ctx.close());

const outbox = () => ctx.app.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const connections = () =>
  ctx.app.db.selectFrom('users').select(['id', 'twitter_username', 'facebook_name']).orderBy('id').execute();
const shareData = async (client: Client) =>
  ShareDataResponseSchema.parse((await client.post(`/svc/post/share/ann/${postId}`)).json.response).share_popover_data;

describe('connected accounts', () => {
  it('starts with none: share data offers the share windows', async () => {
    expect(ConnectionsSchema.parse((await ben.get('/svc/settings/account/connections')).json.response)).toEqual({
      twitter_username: null,
      facebook_name: null,
    });
    const data = await shareData(ben);
    expect(data.twitter_username).toBeNull();
    expect(data.has_facebook).toBe(false);
  });

  it("stores the owner's names (a leading @ dropped) and share data gives them to that user only", async () => {
    const res = await ben.post('/svc/settings/account/connections', {
      twitter_username: ' @ben_writes ',
      facebook_name: "Ben O'Brien",
    });
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ twitter_username: 'ben_writes', facebook_name: "Ben O'Brien" });
    const bens = await shareData(ben);
    expect(bens.twitter_username).toBe('ben_writes');
    expect(bens.has_facebook).toBe(true);
    // Another signed-in user and a visitor: their own (none).
    const anns = await shareData(ann);
    expect([anns.twitter_username, anns.has_facebook]).toEqual([null, false]);
    const visitors = await shareData(visitor);
    expect([visitors.twitter_username, visitors.has_facebook]).toEqual([null, false]);
  });

  it('leaves a field out as it is, and removes one sent empty', async () => {
    const res = await ben.post('/svc/settings/account/connections', { facebook_name: '' });
    expect(res.json.response).toEqual({ twitter_username: 'ben_writes', facebook_name: null });
    expect((await shareData(ben)).has_facebook).toBe(false);
    await ben.post('/svc/settings/account/connections', { facebook_name: 'Ben Brien' });
  });

  it('refuses bad names with their rule, wrong types and oversized values with 400, storing nothing', async () => {
    const before = await connections();
    const cases: [Record<string, unknown>, string | null][] = [
      [{ twitter_username: 'has space' }, TWITTER_USERNAME_ERROR],
      [{ twitter_username: 'a'.repeat(16) }, TWITTER_USERNAME_ERROR],
      [{ facebook_name: 'Ben <script>' }, FACEBOOK_NAME_ERROR],
      [{ facebook_name: 'B'.repeat(51) }, FACEBOOK_NAME_ERROR],
      // Both fields are checked before either is stored.
      [{ twitter_username: 'fine_name', facebook_name: '!!' }, FACEBOOK_NAME_ERROR],
      [{ twitter_username: 'x'.repeat(5000) }, null],
    ];
    for (const [body, detail] of cases) {
      const res = await ben.post('/svc/settings/account/connections', body);
      expect(res.status).toBe(400);
      if (detail) expect(res.json.errors[0].detail).toBe(detail);
    }
    const json = await ben.post('/svc/settings/account/connections', JSON.stringify({ twitter_username: ['a', 'b'] }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect(await connections()).toEqual(before);
  });

  it('is for signed-in users only', async () => {
    expect((await visitor.get('/svc/settings/account/connections')).status).toBe(401);
    const before = await connections();
    expect((await visitor.post('/svc/settings/account/connections', { twitter_username: 'x' })).status).toBe(401);
    expect(await connections()).toEqual(before);
  });
});

describe('POST /svc/facebook_status', () => {
  it("answers the user's connected Facebook name", async () => {
    const res = await ben.post('/svc/facebook_status');
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ username: 'Ben Brien', label: 'Posting as Ben Brien' });
  });

  it('answers 404 to a user without one (the client opens the share window), 401 to a visitor', async () => {
    const res = await ann.post('/svc/facebook_status');
    expect(res.status).toBe(404);
    expect(res.json.errors[0].detail).toBe('No Facebook account is connected.');
    expect((await visitor.post('/svc/facebook_status')).status).toBe(401);
  });

  it('needs the form key', async () => {
    expect((await ben.post('/svc/facebook_status', {}, { formKey: false })).status).toBe(403);
  });
});

describe('a share from a subview records the connected account', () => {
  it('twitter: the stored name is in the outbox row', async () => {
    const res = await ben.post('/svc/share/twitter', { tumblelog_name: 'ann', post_id: postId, message: 'read this' });
    expect(res.status).toBe(200);
    const row = (await outbox()).at(-1);
    expect(row).toMatchObject({ kind: 'share:twitter', subject: 'Shared to twitter as ben_writes' });
    expect(row?.body).toBe(`read this ${PUBLIC_URL}/p/${Number(postId).toString(36)}`);
  });
});

describe('POST /svc/email_tumblelog', () => {
  const mail = (to: string, extra: Record<string, string> = {}) => ({
    tumblelog_name: 'ann',
    email_address: to,
    message: 'a good blog',
    ...extra,
  });

  it("mails the blog's address with the sender's message, reply-to only when allowed", async () => {
    const res = await ben.post('/svc/email_tumblelog', mail('friend@example.test', { allow_reply_to: 'true' }));
    expect(res.status).toBe(200);
    const row = (await outbox()).at(-1);
    expect(row).toMatchObject({
      kind: 'share:blog-email',
      to_address: 'friend@example.test',
      subject: 'ben shared ann with you',
    });
    expect(row?.body).toBe(`a good blog\n\n${PUBLIC_URL}/blog/ann`);
    expect(JSON.parse(row?.meta ?? '{}')).toMatchObject({ reply_to: 'ben@example.test', transport: 'outbox' });
    await ben.post('/svc/email_tumblelog', mail('friend2@example.test'));
    expect(JSON.parse((await outbox()).at(-1)?.meta ?? '{}').reply_to).toBeUndefined();
  });

  it("lets the blog's owner share it too", async () => {
    expect((await ann.post('/svc/email_tumblelog', mail('ann-friend@example.test'))).status).toBe(200);
  });

  it('refuses a visitor (401), a bad address, a long message and an unknown blog, storing nothing', async () => {
    const before = await outbox();
    expect((await visitor.post('/svc/email_tumblelog', mail('victim@example.test'))).status).toBe(401);
    const bad = await ben.post('/svc/email_tumblelog', mail('not-an-address'));
    expect([bad.status, bad.json.errors[0].detail]).toEqual([400, 'Enter a valid email address.']);
    const long = await ben.post('/svc/email_tumblelog', mail('ok@example.test', { message: 'x'.repeat(256) }));
    expect([long.status, long.json.errors[0].detail]).toEqual([400, 'Messages can be at most 255 characters.']);
    const oversized = await ben.post('/svc/email_tumblelog', mail('ok@example.test', { message: 'x'.repeat(20_000) }));
    expect(oversized.status).toBe(400);
    const wrongType = await ben.post(
      '/svc/email_tumblelog',
      JSON.stringify({ tumblelog_name: ['ann'], email_address: 'ok@example.test' }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(wrongType.status).toBe(400);
    const unknown = await ben.post('/svc/email_tumblelog', { ...mail('ok@example.test'), tumblelog_name: 'nobody-here' });
    expect(unknown.status).toBe(404);
    expect(await outbox()).toEqual(before);
  });

  it('has the email share’s hourly budget, per user', async () => {
    const carl = new Client(ctx.app);
    await carl.register('carl@example.test', 'carl');
    for (let i = 0; i < SHARE_MAILS_PER_HOUR; i++)
      expect((await carl.post('/svc/email_tumblelog', mail(`c${i}@example.test`))).status).toBe(200);
    const before = await outbox();
    const refused = await carl.post('/svc/email_tumblelog', mail('one-more@example.test'));
    expect(refused.status).toBe(429);
    expect(refused.json.errors[0].detail).toBe(`You can send ${SHARE_MAILS_PER_HOUR} share mails an hour. Try again later.`);
    expect(await outbox()).toEqual(before);
    expect((await ben.post('/svc/email_tumblelog', mail('still-ok@example.test'))).status).toBe(200);
  });
});
