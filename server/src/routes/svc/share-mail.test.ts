import { ShareDataResponseSchema } from '@dash/shared-contracts';
import { SHARE_MAILS_PER_HOUR } from '../../plugins/external/rate-limit';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { createPost } from '../../../test/posts';

// Issue 7, defect 2: share mail was an open relay, and its links followed the request's Host header.
const PUBLIC_URL = 'https://dash.example.com';

let ctx: TestContext;
let ann: Client;
let ben: Client;
let postId: string;
beforeAll(async () => {
  ctx = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  ann = new Client(ctx.app);
  ben = new Client(ctx.app);
  await ann.register('ann@example.test', 'ann');
  await ben.register('ben@example.test', 'ben');
  postId = (await createPost(ann, 'ann')).id;
});
afterAll(() => ctx.close());

const outbox = () => ctx.app.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const mail = (to: string) => ({ tumblelog_name: 'ann', post_id: postId, email_address: to, message: 'look' });

describe('share mail', () => {
  it('refuses visitors with 401 and stores nothing', async () => {
    const visitor = new Client(ctx.app);
    await visitor.visit();
    const before = await outbox();
    const res = await visitor.post('/svc/share/email', mail('victim@example.test'));
    expect(res.status).toBe(401);
    expect(res.json.errors[0].code).toBe('UNAUTHENTICATED');
    expect(await outbox()).toEqual(before);
  });

  it('lets a user send a limited number of mails an hour, then answers 429 and stores nothing', async () => {
    for (let i = 0; i < SHARE_MAILS_PER_HOUR; i++) {
      expect((await ben.post('/svc/share/email', mail(`friend${i}@example.test`))).status).toBe(200);
    }
    const before = await outbox();
    const refused = await ben.post('/svc/share/email', mail('one-more@example.test'));
    expect(refused.status).toBe(429);
    expect(refused.json.errors[0].detail).toBe(`You can send ${SHARE_MAILS_PER_HOUR} share mails an hour. Try again later.`);
    expect(await outbox()).toEqual(before);
    // The budget is the user's: another user still has theirs.
    expect((await ann.post('/svc/share/email', mail('ann-friend@example.test'))).status).toBe(200);
  });

  it('keeps the other networks open to visitors (they only record the share)', async () => {
    const visitor = new Client(ctx.app);
    await visitor.visit();
    const res = await visitor.post('/svc/share/twitter', { tumblelog_name: 'ann', post_id: postId });
    expect(res.status).toBe(200);
  });
});

describe('absolute URLs come from PUBLIC_URL, never from Host', () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('share data and embed code', async () => {
    const res = await ben.post(`/svc/post/share/ann/${postId}`, {}, { headers: forged });
    const data = ShareDataResponseSchema.parse(res.json.response).share_popover_data;
    expect(data.post_url).toBe(`${PUBLIC_URL}/blog/ann/post/${postId}`);
    expect(data.post_tiny_url).toBe(`${PUBLIC_URL}/p/${Number(postId).toString(36)}`);
    expect(data.abuse_url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(data.embed_code).toContain(`<script async src="${PUBLIC_URL}/embed.js"></script>`);
    expect(JSON.stringify(data)).not.toContain('evil.example');
  });

  it('the link in a share mail', async () => {
    const res = await ann.post('/svc/share/email', mail('host-test@example.test'), { headers: forged });
    expect(res.status).toBe(200);
    const sent = (await outbox()).filter((m) => m.to_address === 'host-test@example.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(`${PUBLIC_URL}/blog/ann/post/${postId}`);
    expect(sent[0]?.body).not.toContain('evil.example');
  });

  it('the og tags of a post page', async () => {
    const res = await ben.get(`/blog/ann/post/${postId}`, { ...forged, accept: 'text/html' });
    expect(res.res.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/blog/ann/post/${postId}">`);
    expect(res.res.body).not.toContain('evil.example');
  });
});
