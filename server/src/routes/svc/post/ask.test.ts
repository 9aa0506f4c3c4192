import { ASK_MESSAGES, AskResponseSchema, BlogDataResponseSchema, FeedResponseSchema, REQUEST_MAX } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { setupTestApp } from '../../../../test/setup-test-app';
import { ASK_REFUSALS } from '../../../services/ask';

// POST /svc/post/ask (spec 3 §5, §6, §7): every rule, and where an ask lands (the recipient's inbox
// page and activity).
const {
  ctx,
  users: { ann, ben, cal, dee },
} = setupTestApp('ann', 'ben', 'cal', 'dee');

const ask = (client: Client, fields: Record<string, unknown>) => client.post('/svc/post/ask', fields);
const inboxOf = async (client: Client) =>
  FeedResponseSchema.parse((await client.get('/svc/post/inbox/before/0')).json.response).posts;
const unreadOf = async (client: Client) => (await client.get('/svc/session')).json.response.blogs[0].unread_count as number;
const activityOf = async (client: Client, blog: string) =>
  BlogDataResponseSchema.parse(
    (await client.get(`/svc/data/tumblelog?tumblelog=${blog}&include_activity_notifications=true`)).json.response,
  ).activity_notifications;
const setBlog = (name: string, values: { asks?: 0 | 1; anonymous_asks?: 0 | 1 }) =>
  ctx.app.db.updateTable('blogs').set(values).where('name', '=', name).execute();

/** The request is refused with this status and words, and the database is left as it was. */
async function expectRefused(
  send: () => Promise<{ status: number; json: { errors?: { detail: string; field?: string }[] } }>,
  status: number,
  detail: string,
) {
  const before = await dbSnapshot(ctx.app);
  const res = await send();
  expect([res.status, res.json.errors?.[0]?.detail]).toEqual([status, detail]);
  expect(await dbSnapshot(ctx.app)).toEqual(before);
  return res;
}

describe('POST /svc/post/ask', () => {
  it('puts the question in the recipient inbox with the asker name, unread, with an ask notification', async () => {
    const res = await ask(ben, { recipient: 'ann', question: '  What is your\nfavourite colour?  ', anonymous: 'false' });
    expect(res.status).toBe(200);
    expect(AskResponseSchema.parse(res.json.response)).toEqual({ sent: true, recipient: 'ann', anonymous: false });
    const [question] = await inboxOf(ann);
    expect(question).toMatchObject({
      type: 'answer',
      state: 'unapproved',
      blog: { name: 'ann' },
      content: { question: 'What is your favourite colour?', asking_name: 'ben' },
    });
    expect(await unreadOf(ann)).toBe(1);
    expect((await activityOf(ann, 'ann'))[0]).toMatchObject({
      type: 'ask',
      from_tumblelog: { name: 'ben' },
      post: { id: question?.id },
    });
    // Only the recipient sees it: not the asker, not in anyone's dashboard.
    expect((await inboxOf(ben)).map((p) => p.id)).not.toContain(question?.id);
    const dashboard = FeedResponseSchema.parse((await ben.get('/svc/post/dashboard/before/0')).json.response).posts;
    expect(dashboard.map((p) => p.id)).not.toContain(question?.id);
  });

  it('leaves the asker out of an anonymous ask, everywhere', async () => {
    const res = await ask(cal, { recipient: 'ann', question: 'Secret?', anonymous: 'true' });
    expect(AskResponseSchema.parse(res.json.response)).toEqual({ sent: true, recipient: 'ann', anonymous: true });
    const [question] = await inboxOf(ann);
    expect(question?.content).toMatchObject({ question: 'Secret?', asking_name: null });
    expect(JSON.stringify(question)).not.toContain('cal');
    const [notification] = await activityOf(ann, 'ann');
    expect(notification).toMatchObject({ type: 'ask', from_tumblelog: null, post: { id: question?.id } });
    const row = await ctx.app.db
      .selectFrom('posts')
      .select('asking_blog_id')
      .where('id', '=', Number(question?.id))
      .executeTakeFirstOrThrow();
    expect(row.asking_blog_id).toBeNull();
  });

  it('takes JSON bodies (booleans read as text) and a question of exactly 500 characters', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/svc/post/ask',
      headers: { cookie: [...dee.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-form-key': dee.formKey },
      payload: { recipient: 'ann', question: 'q'.repeat(500), anonymous: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await inboxOf(ann))[0]?.content.question).toBe('q'.repeat(500));
  });

  it('refuses a visitor (401) and a missing form key (403)', async () => {
    const visitor = new Client(ctx.app);
    await visitor.visit();
    const res = await expectRefused(() => ask(visitor, { recipient: 'ann', question: 'Hi?' }), 401, 'Log in to do that.');
    expect(res.json.errors?.[0]).toMatchObject({ code: 'UNAUTHENTICATED' });
    const noKey = await ben.post('/svc/post/ask', { recipient: 'ann', question: 'Hi?' }, { formKey: false });
    expect([noKey.status, noKey.json.errors[0].code]).toEqual([403, 'FORM_KEY_INVALID']);
  });

  it('refuses questions that break the form rules, in the spec words, naming the field', async () => {
    for (const question of ['', '   ', '\n\n'])
      await expectRefused(() => ask(ben, { recipient: 'ann', question }), 400, ASK_MESSAGES.empty);
    await expectRefused(() => ask(ben, { recipient: 'ann' }), 400, ASK_MESSAGES.empty);
    for (const question of ['see www.example.com', 'example.com', 'http://x', 'go to HTTPS://dash.test']) {
      const res = await expectRefused(() => ask(ben, { recipient: 'ann', question }), 400, ASK_MESSAGES.link);
      expect(res.json.errors?.[0]?.field).toBe('question');
    }
    await expectRefused(() => ask(ben, { recipient: 'ann', question: 'x'.repeat(501) }), 400, ASK_MESSAGES.tooLong);
    await expectRefused(
      () => ask(ben, { recipient: 'ann', question: 'x'.repeat(REQUEST_MAX.text + 1) }),
      400,
      `"question" is too long (at most ${REQUEST_MAX.text} characters).`,
    );
  });

  it('refuses wrong types and values', async () => {
    await expectRefused(
      () => ask(ben, { recipient: 'ann', question: ['a?', 'b?'] }),
      400,
      'Invalid "question" type. Expected string, got array.',
    );
    await expectRefused(
      () => ask(ben, { recipient: ['ann', 'cal'], question: 'Hi?' }),
      400,
      'Invalid "recipient" type. Expected string, got array.',
    );
    await expectRefused(
      () => ask(ben, { recipient: 'ann', question: 'Hi?', anonymous: 'maybe' }),
      400,
      'Invalid "anonymous" value',
    );
    await expectRefused(() => ask(ben, { question: 'Hi?' }), 400, '"recipient" is missing.');
    await expectRefused(() => ask(ben, { recipient: '  ', question: 'Hi?' }), 400, 'Which blog? recipient is missing.');
    const object = await ctx.app.inject({
      method: 'POST',
      url: '/svc/post/ask',
      headers: { cookie: [...ben.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-form-key': ben.formKey },
      payload: { recipient: 'ann', question: { text: 'Hi?' } },
    });
    expect([object.statusCode, object.json().errors[0].detail]).toEqual([
      400,
      'Invalid "question" type. Expected string, got object.',
    ]);
  });

  it('refuses an unknown blog (404) and one of the asker own blogs (403)', async () => {
    await expectRefused(() => ask(ben, { recipient: 'nobody-here', question: 'Hi?' }), 404, ASK_REFUSALS.missing);
    await expectRefused(() => ask(ann, { recipient: 'ann', question: 'Hi me?' }), 403, ASK_REFUSALS.ownBlog);
  });

  it('refuses an anonymous ask where the blog does not allow them, and any ask where asks are off', async () => {
    await setBlog('cal', { anonymous_asks: 0 });
    await expectRefused(
      () => ask(ben, { recipient: 'cal', question: 'Who am I?', anonymous: 'true' }),
      403,
      ASK_REFUSALS.anonymousOff,
    );
    expect((await ask(ben, { recipient: 'cal', question: 'Named is fine?' })).status).toBe(200);
    await setBlog('cal', { asks: 0, anonymous_asks: 1 });
    await expectRefused(() => ask(ben, { recipient: 'cal', question: 'Still there?' }), 403, ASK_REFUSALS.asksOff);
    await expectRefused(() => ask(ben, { recipient: 'cal', question: 'And now?', anonymous: '1' }), 403, ASK_REFUSALS.asksOff);
    await setBlog('cal', { asks: 1, anonymous_asks: 1 });
  });

  it('refuses when a block stands between them, either way', async () => {
    expect((await dee.post('/svc/block/add', { tumblelog: 'dee', blocked_tumblelog: 'ben' })).status).toBe(200);
    await expectRefused(
      () => ask(ben, { recipient: 'dee', question: 'Why the block?' }),
      403,
      "You can't ask this blog anything. It has blocked you.",
    );
    await expectRefused(() => ask(dee, { recipient: 'ben', question: 'Blocked you, but?' }), 403, ASK_REFUSALS.youBlocked);
    await expectRefused(
      () => ask(dee, { recipient: 'ben', question: 'Anonymously?', anonymous: 'true' }),
      403,
      ASK_REFUSALS.youBlocked,
    );
    expect((await dee.post('/svc/block/remove', { tumblelog: 'dee', blocked_tumblelog: 'ben' })).status).toBe(200);
    expect((await ask(ben, { recipient: 'dee', question: 'Friends again?' })).status).toBe(200);
  });
});
