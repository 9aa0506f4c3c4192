import fs from 'node:fs';
import path from 'node:path';
import { ChangeEmailResponseSchema, SessionSchema } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { mailsTo, verifyLinkPath } from '../../../../test/mail';
import { uploadPhoto } from '../../../../test/multipart';
import { createPost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';
import { tinyPng } from '../../../../test/media-files';

const EMAIL = '/svc/settings/account/email';
const DELETE = '/svc/settings/account/delete';
const PASSWORD = 'correct horse';
const JSON_HEADERS = { 'content-type': 'application/json' };

const { ctx, users } = setupTestApp('ann', 'ben');

const userRow = (name: string) => ctx.app.db.selectFrom('users').selectAll().where('name', '=', name).executeTakeFirst();

describe('POST /svc/settings/account/email', () => {
  it('changes the address to an unverified one, mails a link there and a notice to the old one', async () => {
    const { ann } = users;
    const other = new Client(ctx.app);
    await other.login('ann@example.test');
    const res = await ann.post(EMAIL, { email: ' Ann.New@Example.test ', password: PASSWORD });
    expect(res.status).toBe(200);
    const { user } = ChangeEmailResponseSchema.parse(res.json.response);
    expect(user).toMatchObject({ name: 'ann', email: 'ann.new@example.test', is_verified_email: false });
    expect((await mailsTo(ctx.app, 'ann@example.test')).at(-1)).toMatchObject({ kind: 'email-changed' });
    expect((await mailsTo(ctx.app, 'ann.new@example.test')).map((m) => m.kind)).toEqual(['verify-email']);
    // Other sessions end; this one goes on.
    expect((await other.get('/svc/session')).json.response.logged_in).toBe(false);
    expect((await ann.get('/svc/session')).json.response.user.email).toBe('ann.new@example.test');

    const link = await verifyLinkPath(ctx.app, 'ann.new@example.test');
    expect(link).not.toBeNull();
    expect((await ann.get(link!)).status).toBe(200);
    expect((await userRow('ann'))?.is_verified_email).toBe(1);
    // The new address logs in; the old one no longer does.
    expect((await new Client(ctx.app).login('ann.new@example.test')).status).toBe(200);
    expect((await new Client(ctx.app).login('ann@example.test')).status).toBe(401);
  });

  it('answers the same for an address another verified account has, and only the mailbox learns it', async () => {
    const { ann } = users;
    const res = await ann.post(EMAIL, { email: 'ben@example.test', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json.response.user).toMatchObject({ email: 'ben@example.test', is_verified_email: false });
    const toBen = await mailsTo(ctx.app, 'ben@example.test');
    expect(toBen.at(-1)).toMatchObject({ kind: 'account-exists' });
    expect(toBen.at(-1)?.body).not.toContain('/account/verify/');
    expect((await userRow('ben'))?.is_verified_email).toBe(1);
    // Back to an address of its own, for the tests below.
    expect((await ann.post(EMAIL, { email: 'ann@example.test', password: PASSWORD })).status).toBe(200);
    const link = await verifyLinkPath(ctx.app, 'ann@example.test');
    expect((await ann.get(link!)).status).toBe(200);
  });

  it('refuses a wrong password, the same address, a visitor and a missing form key, changing nothing', async () => {
    const { ann } = users;
    const before = await userRow('ann');
    const wrong = await ann.post(EMAIL, { email: 'x@example.test', password: 'not it at all' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors[0]).toMatchObject({ detail: 'Your current password is not correct.', field: 'password' });
    const same = await ann.post(EMAIL, { email: 'ANN@example.test', password: PASSWORD });
    expect(same.json.errors[0]).toMatchObject({ detail: 'That is already your email address.', field: 'email' });
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await visitor.post(EMAIL, { email: 'x@example.test', password: PASSWORD })).status).toBe(401);
    expect((await ann.post(EMAIL, { email: 'x@example.test', password: PASSWORD }, { formKey: false })).status).toBe(403);
    expect(await userRow('ann')).toEqual(before);
  });

  it.each([
    ['no email', { password: PASSWORD }, /"email" is missing|Required/],
    ['a bad address', { email: 'not-an-address', password: PASSWORD }, /Enter a valid email address\./],
    ['an oversized address', { email: `${'a'.repeat(300)}@example.test`, password: PASSWORD }, /at most 254/],
    ['an oversized password', { email: 'x@example.test', password: 'p'.repeat(500) }, /at most 200/],
    ['a number as the email (JSON)', JSON.stringify({ email: 5, password: PASSWORD }), /Expected string, got number/],
    ['a repeated form key', { email: ['a@example.test', 'b@example.test'], password: PASSWORD }, /Expected string, got array/],
  ])('%s is a 400 that changes nothing', async (_name, body, detail) => {
    const { ann } = users;
    const before = await userRow('ann');
    const res = await ann.post(EMAIL, body, typeof body === 'string' ? { headers: JSON_HEADERS } : undefined);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(detail);
    expect(await userRow('ann')).toEqual(before);
  });
});

describe('POST /svc/settings/account/delete', () => {
  it('refuses a wrong password, bad input, a visitor and a missing form key, changing nothing', async () => {
    const { ann } = users;
    const before = await dbSnapshot(ctx.app);
    const wrong = await ann.post(DELETE, { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors[0]).toMatchObject({ field: 'password', detail: 'Your current password is not correct.' });
    expect((await ann.post(DELETE, {})).status).toBe(400);
    expect((await ann.post(DELETE, { password: 'p'.repeat(500) })).status).toBe(400);
    expect((await ann.post(DELETE, JSON.stringify({ password: true }), { headers: JSON_HEADERS })).status).toBe(400);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await visitor.post(DELETE, { password: PASSWORD })).status).toBe(401);
    expect((await ann.post(DELETE, { password: PASSWORD }, { formKey: false })).status).toBe(403);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
    expect(await userRow('ann')).toBeDefined();
  });

  it("deletes the user, their blogs, posts, media and sessions, logs out, and keeps others' counters right", async () => {
    const zoe = new Client(ctx.app);
    await zoe.register('zoe@example.test', 'zoe');
    const { ann, ben } = users;
    expect((await zoe.post('/svc/account/blogs', { blog_name: 'zoe-two' })).status).toBe(200);
    const zoePost = await createPost(zoe, 'zoe');
    const annPost = await createPost(ann, 'ann');
    const upload = await uploadPhoto(ctx.app, zoe, { data: await tinyPng(), type: 'image/png' });
    expect(upload.status).toBe(200);
    const uploadFile = path.join(ctx.dir, 'media', upload.json.response.url.replace('/media/', ''));
    expect(fs.existsSync(uploadFile)).toBe(true);
    // zoe follows and likes ann's; ben follows and likes zoe's; zoe asks ben; zoe replies to ann's post.
    expect((await zoe.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
    expect((await zoe.post('/svc/like', { id: annPost.id })).status).toBe(200);
    expect((await zoe.post('/svc/reply', { post_id: annPost.id, reply_text: 'hello' })).status).toBe(200);
    expect((await ben.post('/svc/follow', { tumblelog: 'zoe' })).status).toBe(200);
    expect((await ben.post('/svc/like', { id: zoePost.id })).status).toBe(200);
    expect((await zoe.post('/svc/post/ask', { recipient: 'ben', question: 'Why?' })).status).toBe(200);
    const counts = async () => ({
      ann: await ctx.app.db.selectFrom('blogs').select(['follower_count']).where('name', '=', 'ann').executeTakeFirstOrThrow(),
      ben: await ctx.app.db.selectFrom('blogs').select(['unread_count']).where('name', '=', 'ben').executeTakeFirstOrThrow(),
      benUser: await ctx.app.db
        .selectFrom('users')
        .select(['friend_count', 'liked_post_count'])
        .where('name', '=', 'ben')
        .executeTakeFirstOrThrow(),
      annPost: await ctx.app.db
        .selectFrom('posts')
        .select(['like_count', 'note_count'])
        .where('id', '=', Number(annPost.id))
        .executeTakeFirstOrThrow(),
    });
    const before = await counts();
    expect(before).toMatchObject({
      ann: { follower_count: 1 },
      ben: { unread_count: 1 },
      benUser: { friend_count: 1, liked_post_count: 1 },
    });
    expect(before.annPost).toEqual({ like_count: 1, note_count: 2 });
    const zoeId = (await userRow('zoe'))!.id;
    const second = new Client(ctx.app);
    await second.login('zoe@example.test');

    const res = await zoe.post(DELETE, { password: PASSWORD });
    expect(res.status).toBe(200);
    const session = SessionSchema.parse(res.json.response);
    expect(session).toMatchObject({ logged_in: false, user: null, blogs: [] });
    expect((await zoe.get('/svc/session')).json.response.logged_in).toBe(false);
    expect((await second.get('/svc/session')).json.response.logged_in).toBe(false);
    expect((await new Client(ctx.app).login('zoe@example.test')).status).toBe(401);

    const db = ctx.app.db;
    expect(await userRow('zoe')).toBeUndefined();
    expect(await db.selectFrom('blogs').select('name').where('owner_user_id', '=', zoeId).execute()).toEqual([]);
    expect(await db.selectFrom('posts').select('id').where('id', '=', Number(zoePost.id)).execute()).toEqual([]);
    expect(await db.selectFrom('media').select('id').where('owner_user_id', '=', zoeId).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', zoeId).execute()).toEqual([]);
    expect(fs.existsSync(uploadFile)).toBe(false);
    expect(await counts()).toEqual({
      ann: { follower_count: 0 },
      ben: { unread_count: 0 },
      benUser: { friend_count: 0, liked_post_count: 0 },
      annPost: { like_count: 0, note_count: 0 },
    });
    // The blog name is free again, and ann's and ben's pages still answer.
    expect((await new Client(ctx.app).register('zoe2@example.test', 'zoe')).status).toBe(200);
    expect((await ann.get('/svc/post/dashboard/before/0')).status).toBe(200);
    expect((await ben.get('/svc/post/inbox/before/0')).json.response.posts).toEqual([]);
  });
});
