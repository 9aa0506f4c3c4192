import {
  ABUSE_DETAILS_REQUIRED,
  ABUSE_REPORTS_PER_HOUR,
  ABUSE_THANKS,
  ADMIN_PAGE_SIZE,
  AbuseReportsPageSchema,
  AbuseSubjectSchema,
  OutboxPageSchema,
} from '@dash/shared-contracts';
import { insertConversation, insertMessage } from '../../../repositories/conversations';
import { OWN_SUBJECT, WHICH_SUBJECT } from '../../../services/abuse';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { createPost } from '../../../../test/posts';

// Issue 11 item 2: the abuse form's calls and the admins' outbox and reports. The first account of a
// database is its admin (migration 015): `root` here.
let ctx: TestContext;
let root: Client;
let ann: Client;
let ben: Client;
let visitor: Client;
let postId: string;
let privateId: string;
let messageId: number;
let hiddenMessageId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  [root, ann, ben, visitor] = [new Client(ctx.app), new Client(ctx.app), new Client(ctx.app), new Client(ctx.app)];
  await root.register('root@example.test', 'root');
  await ann.register('ann@example.test', 'ann');
  await ben.register('ben@example.test', 'ben');
  await visitor.visit();
  postId = (await createPost(ann, 'ann', { 'post[one]': 'A very spammy title' })).id;
  privateId = (await createPost(ann, 'ann', { 'post[one]': 'Just for me', 'post[state]': 'private' })).id;
  const blog = (name: string) => ctx.app.db.selectFrom('blogs').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const [a, b, r] = [await blog('ann'), await blog('ben'), await blog('root')];
  const between = await insertConversation(ctx.app.db, [a.id, b.id], 1000);
  messageId = (
    await insertMessage(ctx.app.db, {
      conversationId: between,
      senderBlogId: a.id,
      type: 'TEXT',
      text: 'buy my stuff',
      postId: null,
      image: null,
      now: 1001,
    })
  ).id;
  const others = await insertConversation(ctx.app.db, [a.id, r.id], 1000);
  hiddenMessageId = (
    await insertMessage(ctx.app.db, {
      conversationId: others,
      senderBlogId: a.id,
      type: 'TEXT',
      text: 'private words',
      postId: null,
      image: null,
      now: 1001,
    })
  ).id;
});
afterAll(() => ctx.close());

const reports = () => ctx.app.db.selectFrom('abuse_reports').selectAll().orderBy('id').execute();

describe('GET /svc/abuse/subject', () => {
  it('shows a post, a blog and a message the viewer may see', async () => {
    const post = AbuseSubjectSchema.parse((await ben.get(`/svc/abuse/subject?post=${postId}`)).json.response);
    expect(post).toEqual({
      kind: 'post',
      id: postId,
      blog_name: 'ann',
      summary: 'A very spammy title',
      url: `/blog/ann/post/${postId}`,
      mine: false,
    });
    const blog = (await ben.get('/svc/abuse/subject?blog=ann')).json.response;
    expect(blog).toMatchObject({ kind: 'blog', id: 'ann', blog_name: 'ann', url: '/blog/ann', mine: false });
    const message = (await ben.get(`/svc/abuse/subject?message=${messageId}`)).json.response;
    expect(message).toMatchObject({ kind: 'message', blog_name: 'ann', summary: 'buy my stuff', url: null, mine: false });
  });

  it("says when it is the viewer's own", async () => {
    expect((await ann.get(`/svc/abuse/subject?post=${postId}`)).json.response.mine).toBe(true);
  });

  it('answers 404 for what the viewer may not see: a private post, a message of a conversation they are not in', async () => {
    const priv = await ben.get(`/svc/abuse/subject?post=${privateId}`);
    expect([priv.status, priv.json.errors[0].detail]).toEqual([404, "That post doesn't exist anymore."]);
    expect((await ben.get(`/svc/abuse/subject?message=${hiddenMessageId}`)).status).toBe(404);
    expect((await ben.get('/svc/abuse/subject?blog=nobody-at-all')).status).toBe(404);
  });

  it('needs exactly one subject, a login, and valid values', async () => {
    expect((await ben.get('/svc/abuse/subject')).json.errors[0].detail).toBe(WHICH_SUBJECT);
    expect((await ben.get(`/svc/abuse/subject?post=${postId}&blog=ann`)).status).toBe(400);
    expect((await ben.get('/svc/abuse/subject?post=abc')).status).toBe(400);
    expect((await ben.get(`/svc/abuse/subject?blog=${'x'.repeat(100)}`)).status).toBe(400);
    expect((await visitor.get(`/svc/abuse/subject?post=${postId}`)).status).toBe(401);
  });
});

describe('POST /svc/abuse', () => {
  it('stores a report and thanks the reporter; a second one of the same thing changes nothing', async () => {
    const res = await ben.post('/svc/abuse', { post: postId, reason: 'spam', details: '  sells things  ' });
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual({ reported: true, message: ABUSE_THANKS });
    const stored = await reports();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      subject_kind: 'post',
      subject_id: postId,
      blog_name: 'ann',
      excerpt: 'A very spammy title',
      reason: 'spam',
      details: 'sells things',
      reporter_name: 'ben',
    });
    expect((await ben.post('/svc/abuse', { post: postId, reason: 'harassment' })).status).toBe(200);
    expect(await reports()).toEqual(stored);
  });

  it('stores a message report with its text', async () => {
    expect((await ben.post('/svc/abuse', { message: String(messageId), reason: 'spam' })).status).toBe(200);
    expect((await reports()).at(-1)).toMatchObject({ subject_kind: 'message', excerpt: 'buy my stuff', blog_name: 'ann' });
  });

  it("refuses one's own post, a hidden one, a visitor, a missing reason and 'other' without details, storing nothing", async () => {
    const before = await reports();
    const own = await ann.post('/svc/abuse', { post: postId, reason: 'spam' });
    expect([own.status, own.json.errors[0].detail]).toEqual([400, OWN_SUBJECT]);
    expect((await ben.post('/svc/abuse', { post: privateId, reason: 'spam' })).status).toBe(404);
    expect((await visitor.post('/svc/abuse', { post: postId, reason: 'spam' })).status).toBe(401);
    expect((await root.post('/svc/abuse', { post: postId })).status).toBe(400);
    expect((await root.post('/svc/abuse', { post: postId, reason: 'boredom' })).status).toBe(400);
    const other = await root.post('/svc/abuse', { post: postId, reason: 'other', details: '   ' });
    expect([other.status, other.json.errors[0].detail]).toEqual([400, ABUSE_DETAILS_REQUIRED]);
    expect((await root.post('/svc/abuse', { post: postId, reason: 'spam', details: 'x'.repeat(1001) })).status).toBe(400);
    const wrongType = await root.post('/svc/abuse', JSON.stringify({ post: [postId], reason: 'spam' }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(wrongType.status).toBe(400);
    expect(await reports()).toEqual(before);
  });

  it('limits how many reports a user sends an hour', async () => {
    const dan = new Client(ctx.app);
    await dan.register('dan@example.test', 'dan');
    for (let i = 0; i < ABUSE_REPORTS_PER_HOUR; i++) await dan.post('/svc/abuse', { blog: 'ann', reason: 'spam' });
    const refused = await dan.post('/svc/abuse', { blog: 'ben', reason: 'spam' });
    expect(refused.status).toBe(429);
    expect(refused.json.errors[0].detail).toBe('You have sent a lot of reports. Try again in an hour.');
  });
});

describe('the admin pages', () => {
  it('lists the reports for an admin, newest first, with a link to what was reported', async () => {
    const page = AbuseReportsPageSchema.parse((await root.get('/svc/admin/reports')).json.response);
    expect(page.reports[0]).toMatchObject({ kind: 'blog', reporter: 'dan' });
    expect(page.reports.find((r) => r.kind === 'post')).toMatchObject({
      url: `/blog/ann/post/${postId}`,
      reason: 'spam',
      details: 'sells things',
    });
  });

  it('lists every mail and share in the outbox, newest first, paged', async () => {
    for (let i = 0; i < ADMIN_PAGE_SIZE; i++) await visitor.post('/svc/share/reddit', { tumblelog_name: 'ann', post_id: postId });
    await ben.post('/svc/share/email', {
      tumblelog_name: 'ann',
      post_id: postId,
      email_address: 'pal@example.test',
      message: 'hi',
    });
    const first = OutboxPageSchema.parse((await root.get('/svc/admin/outbox')).json.response);
    expect(first.entries).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ kind: 'share:email', to: 'pal@example.test', transport: 'outbox' });
    expect(first.entries[0]?.body).toContain(`/blog/ann/post/${postId}`);
    expect(first.next_before).toBe(String(first.entries.at(-1)?.id));
    const second = OutboxPageSchema.parse((await root.get(`/svc/admin/outbox?before=${first.next_before}`)).json.response);
    expect(second.entries.length).toBeGreaterThan(0);
    expect(Math.max(...second.entries.map((e) => e.id))).toBeLessThan(Math.min(...first.entries.map((e) => e.id)));
    // The verification mails of the first accounts are on the last page.
    expect(second.entries.some((e) => e.kind === 'verify-email')).toBe(true);
    expect(second.next_before).toBeNull();
  });

  it('is not there for anyone else: 404 for a signed-in user, 401 for a visitor', async () => {
    for (const path of ['/svc/admin/outbox', '/svc/admin/reports']) {
      expect((await ann.get(path)).status).toBe(404);
      expect((await visitor.get(path)).status).toBe(401);
    }
  });

  it('refuses a bad page cursor', async () => {
    expect((await root.get('/svc/admin/outbox?before=abc')).status).toBe(400);
    expect((await root.get(`/svc/admin/reports?before=${'9'.repeat(40)}`)).status).toBe(400);
  });
});
