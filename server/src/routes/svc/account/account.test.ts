import { SessionSchema } from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('accounts', () => {
  it('registers a user with a first blog and logs them in', async () => {
    const c = new Client(ctx.app);
    const res = await c.register('ana@example.test', 'ana-blog');
    const session = SessionSchema.parse(res.json.response);
    expect(session.logged_in).toBe(true);
    expect(session.user?.email).toBe('ana@example.test');
    expect(session.blogs.map((b) => b.name)).toEqual(['ana-blog']);
    expect(session.current_blog).toBe('ana-blog');
    expect(res.res.cookies.find((x: { name: string }) => x.name === 'dash_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    const again = await c.get('/svc/session');
    expect(again.json.response.logged_in).toBe(true);
  });

  it('refuses a taken blog name with 409, but never says whether an email is taken', async () => {
    const c = new Client(ctx.app);
    await c.register('dup@example.test', 'dup-blog');
    const d = new Client(ctx.app);
    await d.visit();
    const byEmail = await d.post('/svc/account/register', {
      email: 'DUP@example.test',
      password: 'longenough',
      blog_name: 'other-one',
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.response.user).toMatchObject({ email: 'dup@example.test', is_verified_email: false });
    const byName = await d.post('/svc/account/register', {
      email: 'new@example.test',
      password: 'longenough',
      blog_name: 'Dup-Blog',
    });
    expect(byName.status).toBe(409);
    expect(byName.json.errors[0].detail).toContain('blog name');
  });

  it('validates the register payload with the contract messages', async () => {
    const c = new Client(ctx.app);
    await c.visit();
    const res = await c.post('/svc/account/register', { email: 'x@example.test', password: 'short', blog_name: 'fine' });
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({
      code: 'VALIDATION',
      detail: 'Use at least 10 characters for your password.',
      field: 'password',
    });
  });

  it('logs in, rejects wrong credentials and logs out', async () => {
    const a = new Client(ctx.app);
    await a.register('bo@example.test', 'bo-blog');
    const b = new Client(ctx.app);
    const wrong = await b.login('bo@example.test', 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.json.errors[0].detail).toBe("That email and password don't match.");
    const unknown = await b.login('nobody@example.test', 'whatever1');
    expect(unknown.json.errors[0].detail).toBe("That email and password don't match.");
    const good = await b.login('bo@example.test');
    expect(good.status).toBe(200);
    expect(good.json.response.user.name).toBe('bo-blog');
    const out = await b.post('/svc/account/logout');
    expect(out.status).toBe(200);
    expect(out.json.response.logged_in).toBe(false);
    expect((await b.get('/svc/session')).json.response.logged_in).toBe(false);
  });

  it('changes the password and ends the other sessions', async () => {
    const a = new Client(ctx.app);
    await a.register('cy@example.test', 'cy-blog');
    const other = new Client(ctx.app);
    await other.login('cy@example.test');
    expect((await other.get('/svc/session')).json.response.logged_in).toBe(true);

    const wrong = await a.post('/svc/account/password', { current_password: 'nope', new_password: 'brand new pass' });
    expect(wrong.status).toBe(400);
    const ok = await a.post('/svc/account/password', { current_password: 'correct horse', new_password: 'brand new pass' });
    expect(ok.status).toBe(200);
    expect((await a.get('/svc/session')).json.response.logged_in).toBe(true);
    expect((await other.get('/svc/session')).json.response.logged_in).toBe(false);
    const fresh = new Client(ctx.app);
    expect((await fresh.login('cy@example.test', 'correct horse')).status).toBe(401);
    expect((await fresh.login('cy@example.test', 'brand new pass')).status).toBe(200);
  });

  it('needs the form key for login, register and logout', async () => {
    const c = new Client(ctx.app);
    await c.visit();
    const res = await c.post('/svc/account/login', { email: 'a@b.c', password: 'x' }, { formKey: false });
    expect(res.status).toBe(403);
    expect(res.json.errors[0]).toEqual({
      code: 'FORM_KEY_INVALID',
      detail: 'Your session has expired. Reload the page and try again.',
    });
    const bad = await c.post(
      '/svc/account/register',
      { email: 'a@b.c', password: 'xxxxxxxxx', blog_name: 'abc' },
      { formKey: 'forged' },
    );
    expect(bad.status).toBe(403);
  });

  it('switches the current blog only to one of the user blogs', async () => {
    const a = new Client(ctx.app);
    await a.register('dee@example.test', 'dee-blog');
    const other = new Client(ctx.app);
    await other.register('eve@example.test', 'eve-blog');
    const res = await a.post('/svc/session/current_blog', { tumblelog: 'eve-blog' });
    expect(res.status).toBe(403);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await visitor.post('/svc/session/current_blog', { tumblelog: 'eve-blog' })).status).toBe(401);
  });

  it('rate-limits login attempts to 10 a minute per IP', async () => {
    const c = new Client(ctx.app);
    await c.visit();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await c.post(
            '/svc/account/login',
            { email: 'rl@example.test', password: 'nope' },
            { headers: { 'x-forwarded-for': '1.2.3.4' } },
          )
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
