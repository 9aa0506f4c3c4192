import fs from 'node:fs';
import path from 'node:path';
import { BootstrapSchema } from '@dash/shared-contracts';
import { Client, createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const html = { accept: 'text/html,application/xhtml+xml' };

function bootstrapOf(page: string) {
  const m = /<script nonce="[^"]+">window\.__DASH_BOOTSTRAP__ = (.*?);<\/script>/s.exec(page);
  if (!m?.[1]) throw new Error('no bootstrap in page');
  return BootstrapSchema.parse(JSON.parse(m[1]));
}

describe('pages', () => {
  it('answers client routes with index.html and the bootstrap inlined', async () => {
    const c = new Client(ctx.app);
    for (const url of ['/', '/dashboard', '/blog/someone/activity', '/new/text']) {
      const res = await c.get(url, html);
      expect(res.status).toBe(200);
      expect(res.res.headers['cache-control']).toBe('no-store');
      expect(res.res.body).not.toContain('<!--DASH_BOOTSTRAP-->');
      const boot = bootstrapOf(res.res.body);
      expect(boot.session.logged_in).toBe(false);
      expect(boot.session.form_key.length).toBeGreaterThan(10);
      expect(boot.registry.remotes.messaging.slots).toEqual(['header-inbox']);
    }
  });

  it('gives the visitor a form key that login accepts, and a logged-in bootstrap after', async () => {
    const c = new Client(ctx.app);
    const page = await c.get('/', html);
    c.formKey = bootstrapOf(page.res.body).session.form_key;
    const reg = await c.post('/svc/account/register', {
      email: 'pg@example.test',
      password: 'pager dash password',
      blog_name: 'pager',
    });
    expect(reg.status).toBe(200);
    const boot = bootstrapOf((await c.get('/dashboard', html)).res.body);
    expect(boot.session).toMatchObject({ logged_in: true, current_blog: 'pager' });
    expect(boot.session.form_key).toBe(reg.json.response.form_key);
  });

  it('escapes < so user text cannot close the script', async () => {
    const c = new Client(ctx.app);
    await c.visit();
    await c.post('/svc/account/register', { email: 'x@example.test', password: 'escape dash password', blog_name: 'esc' });
    await ctx.app.db
      .updateTable('blogs')
      .set({ title: '</script><script>alert(1)</script>' })
      .where('name', '=', 'esc')
      .execute();
    const page = (await c.get('/', html)).res.body;
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script\\u003e');
    expect(bootstrapOf(page).session.blogs[0]?.title).toBe('</script><script>alert(1)</script>');
  });

  it('keeps API, static and non-HTML paths out of the page fallback', async () => {
    const c = new Client(ctx.app);
    const api = await c.get('/svc/nothing-here', html);
    expect(api.status).toBe(404);
    expect(api.json).toEqual({
      meta: { status: 404, msg: 'Not Found' },
      errors: [{ code: 'NOT_FOUND', detail: "We couldn't find that." }],
    });
    expect((await c.get('/services/nope')).json.errors[0].code).toBe('NOT_FOUND');
    expect((await c.post('/svc/nope', {}, { formKey: false })).status).toBe(404);
    expect((await c.get('/mfe/none/1.0.0/x.js', html)).status).toBe(404);
    expect((await c.get('/dashboard', { accept: 'application/json' })).status).toBe(404);
  });

  it('serves the shell and the deploy store with the right cache and CORS headers', async () => {
    const c = new Client(ctx.app);
    const main = await c.get('/shell/main.js');
    expect(main.status).toBe(200);
    expect(main.res.headers['cache-control']).toBe('no-cache');
    expect((await c.get('/shell/app.0123abcd.js')).res.headers['cache-control']).toContain('immutable');
    const manifest = await c.get('/mfe/compose/1.0.0/mf-manifest.json', { origin: 'http://localhost:9001' });
    expect(manifest.status).toBe(200);
    expect(manifest.res.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.res.headers['cache-control']).toBe('no-cache');
    const chunk = await c.get('/mfe/compose/1.0.0/123.abcdef.js');
    expect(chunk.res.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.res.headers['cache-control']).toContain('immutable');
    expect((await c.get('/media/avatars/default-128.jpg')).res.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 503 with instructions when the shell is not built', async () => {
    fs.renameSync(path.join(ctx.app.config.shellDist, 'index.html'), path.join(ctx.app.config.shellDist, 'index.bak'));
    try {
      const res = await new Client(ctx.app).get('/', html);
      expect(res.status).toBe(503);
      expect(res.res.body).toContain('npm run build');
    } finally {
      fs.renameSync(path.join(ctx.app.config.shellDist, 'index.bak'), path.join(ctx.app.config.shellDist, 'index.html'));
    }
  });

  it('stores log events from a text/plain body, bounded to 64 KB', async () => {
    const c = new Client(ctx.app);
    await c.visit();
    const event = (uuid: string, name: string) => ({
      log_key: 'lady',
      uuid,
      event: name,
      ts: 1,
      rid: 'r',
      elapsed: 5,
      data: {},
      env: {},
    });
    const events = JSON.stringify([event('pages-1', 'click'), event('pages-2', 'view')]);
    const res = await c.request('POST', `/svc/log/lady?form_key=${encodeURIComponent(c.formKey)}`, events, {
      formKey: false,
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(200);
    expect(res.json.response.accepted).toBe(2);
    const big = JSON.stringify([{ data: 'x'.repeat(70 * 1024) }]);
    expect((await c.request('POST', '/svc/log/lady', big, { headers: { 'content-type': 'text/plain' } })).status).toBe(413);
    expect(
      (await c.request('POST', '/svc/log/lady', events, { formKey: false, headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(403);
  });
});
