import {
  MODERATION_FLAGS,
  ModerationStateResponseSchema,
  ModerationToggleResponseSchema,
  SessionSchema,
} from '@dash/shared-contracts';
import { dbSnapshot } from '../../../test/db-snapshot';
import { Client } from '../../../test/helpers';
import { moderationSnapshot, toggle } from '../../../test/moderation';
import { setupTestApp } from '../../../test/setup-test-app';

// Issue 10 item 11: the five toggles (spec 1 §6, §7) are for admins only. The first account of a
// database is its admin: here `root`; ben owns the blog being moderated; ann is someone else.
const {
  ctx,
  users: { root, ann, ben },
} = setupTestApp('root', 'ann', 'ben');

const everything = async () => ({ ...(await dbSnapshot(ctx.app)), ...(await moderationSnapshot(ctx.app)) });

it('makes the first account the admin; the session says so only to the user themself', async () => {
  const session = async (c: Client) => SessionSchema.parse((await c.get('/svc/session')).json.response);
  expect((await session(root)).user?.is_admin).toBe(true);
  expect((await session(ann)).user?.is_admin).toBe(false);
  expect((await session(ben)).user?.is_admin).toBe(false);
  // No other answer names anyone's role.
  const header = await ann.get('/svc/indash_blog/header?tumblelog_name_or_id=root');
  expect(JSON.stringify(header.json)).not.toMatch(/is_admin/);
  const popover = await ann.get('/svc/tumblelog_popover/root');
  expect(JSON.stringify(popover.json)).not.toMatch(/is_admin/);
});

describe.each(MODERATION_FLAGS)('POST /%s/toggle', (flag) => {
  it('flips the flag of any blog for an admin, answers the new state and logs who did it', async () => {
    const on = await toggle(root, flag, 'ben');
    expect(on.status).toBe(200);
    const answer = ModerationToggleResponseSchema.parse(on.json.response);
    expect(answer).toMatchObject({ tumblelog: 'ben', flag, value: true });
    expect(answer.moderation[flag]).toBe(true);
    expect(MODERATION_FLAGS.filter((f) => answer.moderation[f])).toEqual([flag]);
    const off = ModerationToggleResponseSchema.parse((await toggle(root, flag, 'BEN ')).json.response);
    expect(off).toMatchObject({ tumblelog: 'ben', flag, value: false });
    const log = await ctx.app.db
      .selectFrom('moderation_log')
      .select(['actor_user_id', 'actor_name', 'blog_name', 'flag', 'value'])
      .where('flag', '=', flag)
      .orderBy('id')
      .execute();
    const rootId = (await ctx.app.db.selectFrom('users').select('id').where('name', '=', 'root').executeTakeFirstOrThrow()).id;
    expect(log).toEqual([
      { actor_user_id: rootId, actor_name: 'root', blog_name: 'ben', flag, value: 1 },
      { actor_user_id: rootId, actor_name: 'root', blog_name: 'ben', flag, value: 0 },
    ]);
  });

  it("refuses the blog's owner and anyone else who is not an admin (403), changing nothing", async () => {
    const before = await everything();
    for (const who of [ben, ann]) {
      const res = await toggle(who, flag, 'ben');
      expect([res.status, res.json.errors[0].detail]).toEqual([403, 'Only admins can moderate blogs.']);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses visitors: 403 without a form key, 401 with one', async () => {
    const visitor = new Client(ctx.app);
    const before = await everything();
    expect((await toggle(visitor, flag, 'ben')).status).toBe(403);
    await visitor.visit();
    const res = await toggle(visitor, flag, 'ben');
    expect([res.status, res.json.errors[0].code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(await everything()).toEqual(before);
  });

  it('answers 404 for an unknown blog and 400 for bad input, changing nothing', async () => {
    const before = await everything();
    const unknown = await toggle(root, flag, 'nobody-here');
    expect([unknown.status, unknown.json.errors[0].detail]).toEqual([404, "That blog doesn't exist."]);
    // A JSON number is read as text (a blog id that does not exist).
    const asNumber = await ctx.app.inject({
      method: 'POST',
      url: `/${flag}/toggle`,
      headers: { cookie: [...root.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-form-key': root.formKey },
      payload: { tumblelog: 987654 },
    });
    expect(asNumber.statusCode).toBe(404);
    for (const body of [{}, { tumblelog: '   ' }, { tumblelog: ['ben', 'ann'] }, { tumblelog: 'x'.repeat(257) }]) {
      const res = await root.post(`/${flag}/toggle`, body);
      expect([res.status, res.json.errors[0].field]).toEqual([400, 'tumblelog']);
    }
    for (const payload of [{ tumblelog: { name: 'ben' } }, { tumblelog: null }, ['ben']]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/${flag}/toggle`,
        headers: { cookie: [...root.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-form-key': root.formKey },
        payload: payload as object,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await everything()).toEqual(before);
  });
});

describe('GET /svc/moderation/{name}', () => {
  it("answers an admin the blog's flags and its latest changes, newest first", async () => {
    expect((await toggle(root, 'nsfw', 'ann')).status).toBe(200);
    const res = await root.get('/svc/moderation/ann');
    expect(res.status).toBe(200);
    expect(res.res.headers['cache-control']).toBe('no-store');
    const state = ModerationStateResponseSchema.parse(res.json.response);
    expect(state.moderation).toEqual({ spam: false, nsfw: true, adult: false, uniblock: false, suspended: false });
    expect(state.log[0]).toMatchObject({ flag: 'nsfw', value: true, actor: 'root' });
    expect((await toggle(root, 'nsfw', 'ann')).json.response.value).toBe(false);
  });

  it('is 403 for others, 401 for visitors, 404 for an unknown blog', async () => {
    expect((await ann.get('/svc/moderation/ann')).status).toBe(403);
    expect((await ben.get('/svc/moderation/ann')).status).toBe(403);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await visitor.get('/svc/moderation/ann')).status).toBe(401);
    expect((await root.get('/svc/moderation/nobody-here')).status).toBe(404);
  });
});
