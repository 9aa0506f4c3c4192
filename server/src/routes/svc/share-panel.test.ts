import { ShareDataResponseSchema } from '@dash/shared-contracts';
import { SHARES_PER_HOUR } from '../../plugins/external/rate-limit';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { createPost } from '../../../test/posts';

// Issue 11: what the share panel needs from the share calls (spec 3 §3, §4, §7).
let ctx: TestContext;
let ann: Client;
let ben: Client;
let visitor: Client;
let postId: string;
let privateId: string;
beforeAll(async () => {
  ctx = await createTestApp({ config: { publicUrl: 'https://dash.example.com' } });
  ann = new Client(ctx.app);
  ben = new Client(ctx.app);
  visitor = new Client(ctx.app);
  await ann.register('ann@example.test', 'ann');
  await ben.register('ben@example.test', 'ben');
  await visitor.visit();
  postId = (await createPost(ann, 'ann')).id;
  privateId = (await createPost(ann, 'ann', { 'post[state]': 'private' })).id;
});
afterAll(() => ctx.close());

const outbox = () => ctx.app.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const data = async (client: Client, id = postId) => {
  const res = await client.post(`/svc/post/share/ann/${id}`, {});
  return {
    status: res.status,
    data: res.status === 200 ? ShareDataResponseSchema.parse(res.json.response).share_popover_data : null,
  };
};

describe('share data', () => {
  it('carries the Pinterest window for everyone who can see the post', async () => {
    for (const client of [ann, ben, visitor]) {
      const { data: d } = await data(client);
      expect(d?.pinterest_share_window).toEqual({
        url: expect.stringMatching(/^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=https%3A%2F%2Fdash\.example\.com/),
        name: 'pinterest_share',
        dimensions: 'width=750,height=550,scrollbars=yes',
      });
    }
  });

  it('offers email to a visitor as the mail-client link (has_user false), and the form to users', async () => {
    expect((await data(visitor)).data).toMatchObject({ show_email: true, has_user: false });
    expect((await data(ben)).data).toMatchObject({ show_email: true, has_user: true });
  });

  it('a private post is its owner only, with no option; others get 404', async () => {
    const own = await data(ann, privateId);
    expect(own.data).toMatchObject({ is_private: true, show_email: false, show_permalink: false, show_embed: false });
    expect(own.data?.pinterest_share_window).toBeDefined();
    expect((await data(ben, privateId)).status).toBe(404);
    expect((await data(visitor, privateId)).status).toBe(404);
  });
});

describe('POST /svc/share/{network}', () => {
  it('a popup open records share_fallback for owner, another user and a visitor', async () => {
    for (const client of [ann, ben, visitor]) {
      const before = (await outbox()).length;
      const res = await client.post('/svc/share/reddit', { tumblelog_name: 'ann', post_id: postId, share_fallback: 'true' });
      expect(res.status).toBe(200);
      const rows = await outbox();
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ kind: 'share:reddit', to_address: null });
      expect(JSON.parse(rows.at(-1)?.meta ?? '{}')).toMatchObject({ fallback: true });
    }
  });

  it("a visitor's mail-client fallback records the share without sending mail; without share_fallback it is 401", async () => {
    const before = await outbox();
    const fallback = await visitor.post('/svc/share/email', { tumblelog_name: 'ann', post_id: postId, share_fallback: 'true' });
    expect(fallback.status).toBe(200);
    const rows = await outbox();
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.at(-1)).toMatchObject({ kind: 'share:email', to_address: null });

    const mail = await visitor.post('/svc/share/email', {
      tumblelog_name: 'ann',
      post_id: postId,
      email_address: 'x@example.test',
    });
    expect(mail.status).toBe(401);
    expect(await outbox()).toHaveLength(before.length + 1);
  });

  it('a tweet puts the short link where its [URL] token is', async () => {
    const res = await ben.post('/svc/share/twitter', { tumblelog_name: 'ann', post_id: postId, message: 'Look [URL] now' });
    expect(res.status).toBe(200);
    const tiny = `https://dash.example.com/p/${Number(postId).toString(36)}`;
    expect((await outbox()).at(-1)?.body).toBe(`Look ${tiny} now`);
  });

  it("nobody shares someone else's private post; its owner neither (no option)", async () => {
    for (const client of [ann, ben, visitor]) {
      const before = await outbox();
      const res = await client.post('/svc/share/facebook', { tumblelog_name: 'ann', post_id: privateId, share_fallback: 'true' });
      expect([400, 404]).toContain(res.status);
      expect(await outbox()).toEqual(before);
    }
  });

  it('wrong types and oversized values answer 400 and store nothing', async () => {
    const before = await outbox();
    const bad = [
      { tumblelog_name: 'ann', post_id: postId, message: ['a', 'b'] },
      { tumblelog_name: 'ann', post_id: 'abc' },
      { tumblelog_name: 'ann', post_id: postId, message: 'x'.repeat(256) },
      { tumblelog_name: 'ann', post_id: postId, email_address: `${'a'.repeat(95)}@example.test`, message: 'hi' },
      { tumblelog_name: 'ann', post_id: postId, email_address: 'not-an-address' },
    ];
    for (const body of bad) {
      const res = await ben.post('/svc/share/email', body);
      expect(res.status).toBe(400);
    }
    expect(await outbox()).toEqual(before);
  });

  it("a visitor's fallbacks count against the per-client share budget, then 429", async () => {
    const other = new Client(ctx.app);
    await other.visit();
    // Every client of the test app shares one address: count what is left of that budget.
    let status = 200;
    let sent = 0;
    while (status === 200 && sent <= SHARES_PER_HOUR) {
      status = (await other.post('/svc/share/email', { tumblelog_name: 'ann', post_id: postId, share_fallback: 'true' })).status;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBeLessThanOrEqual(SHARES_PER_HOUR + 1);
  });
});
