import { SessionSchema } from '@dash/shared-contracts';
import { sql } from 'kysely';
import { nowSeconds } from '../../../lib/time';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { mailsTo, verifyLinkPath } from '../../../../test/mail';

// Issue 7, defect 12. Its own app with a high per-IP login limit: every request here comes from
// 127.0.0.1, and the per-account lockout is what is under test.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { loginRateLimit: 1000 } });
});
afterAll(() => ctx.close());

const LOCKED = { code: 'RATE_LIMITED', detail: 'Too many attempts. Wait a minute and try again.' };
const COMMON = 'That password is too common. Choose another one.';
const SHORT = 'Use at least 10 characters for your password.';
const userCount = async () =>
  (
    await ctx.app.db
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** The answer with every string and number replaced by its type: what a caller can compare. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value === 'string' || typeof value === 'number' ? typeof value : value;
}

async function throttleRow(scope: string, key: string) {
  return ctx.app.db.selectFrom('auth_throttles').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
}

/** Moves a lock into the past, as if its wait had passed. */
async function endLock(scope: string, key: string) {
  const row = await throttleRow(scope, key);
  if (!row) throw new Error('no throttle row');
  const shift = Math.max(row.locked_until - nowSeconds() + 1, 0);
  await ctx.app.db
    .updateTable('auth_throttles')
    .set({
      locked_until: row.locked_until - shift,
      last_failure_at: row.last_failure_at - shift,
      first_failure_at: row.first_failure_at - shift,
    })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

describe('new passwords', () => {
  it('refuses 9 characters and common passwords on register, naming the field, and creates nothing', async () => {
    const c = new Client(ctx.app);
    await c.visit();
    const before = await userCount();
    const short = await c.post('/svc/account/register', { email: 'p1@example.test', password: 'ninechars', blog_name: 'p-one' });
    expect(short.status).toBe(400);
    expect(short.json.errors[0]).toMatchObject({ code: 'VALIDATION', detail: SHORT, field: 'password' });
    for (const password of ['password123', 'Qwertyuiop', '1234567890']) {
      const common = await c.post('/svc/account/register', { email: 'p1@example.test', password, blog_name: 'p-one' });
      expect(common.status).toBe(400);
      expect(common.json.errors[0]).toEqual({ code: 'VALIDATION', detail: COMMON, field: 'password' });
    }
    expect(await userCount()).toBe(before);
    expect(await mailsTo(ctx.app, 'p1@example.test')).toEqual([]);
  });

  it('refuses 9 characters and common passwords on a password change and keeps the old one', async () => {
    const c = new Client(ctx.app);
    await c.register('p2@example.test', 'p-two');
    const short = await c.post('/svc/account/password', { current_password: 'correct horse', new_password: 'ninechars' });
    expect(short.status).toBe(400);
    expect(short.json.errors[0]).toMatchObject({ detail: SHORT, field: 'new_password' });
    const common = await c.post('/svc/account/password', { current_password: 'correct horse', new_password: 'iloveyou12' });
    expect(common.status).toBe(400);
    expect(common.json.errors[0]).toEqual({ code: 'VALIDATION', detail: COMMON, field: 'new_password' });
    expect((await new Client(ctx.app).login('p2@example.test', 'correct horse')).status).toBe(200);
  });
});

describe('registering with a taken email', () => {
  it('answers exactly like a fresh address, signs the new account in unverified, and mails the owner instead', async () => {
    const owner = new Client(ctx.app);
    await owner.register('taken@example.test', 'taken-owner');
    expect((await owner.get('/svc/session')).json.response.user.is_verified_email).toBe(true);

    const fresh = new Client(ctx.app);
    await fresh.visit();
    const a = await fresh.post('/svc/account/register', {
      email: 'fresh@example.test',
      password: 'another secret',
      blog_name: 'fresh-one',
    });
    const copy = new Client(ctx.app);
    await copy.visit();
    const b = await copy.post('/svc/account/register', {
      email: 'Taken@example.test',
      password: 'another secret',
      blog_name: 'taken-copy',
    });

    expect(b.status).toBe(a.status);
    expect(a.status).toBe(200);
    expect(shape(b.json)).toEqual(shape(a.json));
    for (const res of [a, b]) {
      const session = SessionSchema.parse(res.json.response);
      expect(session.logged_in).toBe(true);
      expect(session.user?.is_verified_email).toBe(false);
      expect(res.res.cookies.map((x: { name: string }) => x.name)).toContain('dash_session');
    }
    expect((await copy.get('/svc/session')).json.response.user).toMatchObject({ name: 'taken-copy', is_verified_email: false });

    // The fresh address gets a link; the taken one a note that it already has an account, and no link.
    const freshMails = await mailsTo(ctx.app, 'fresh@example.test');
    expect(freshMails.map((m) => m.kind)).toEqual(['verify-email']);
    expect(freshMails[0]?.body).toMatch(/http:\/\/localhost:\d+\/account\/verify\/[A-Za-z0-9_-]{43}/);
    const takenMails = await mailsTo(ctx.app, 'taken@example.test');
    expect(takenMails.map((m) => m.kind)).toEqual(['verify-email', 'account-exists']);
    expect(takenMails[1]).toMatchObject({ subject: 'You already have a Dash account' });
    expect(takenMails[1]?.body).toContain('log in at http://localhost:');
    expect(takenMails[1]?.body).not.toContain('/account/verify/');

    // The owner's password still opens the owner's (verified) account.
    const login = await new Client(ctx.app).login('taken@example.test');
    expect(login.json.response.user).toMatchObject({ name: 'taken-owner', is_verified_email: true });
  });
});

describe('the verification link', () => {
  it('verifies the account once; used, unknown and expired links get a clear page', async () => {
    const c = new Client(ctx.app);
    await c.register('v1@example.test', 'v-one', 'correct horse', { verify: false });
    expect((await c.get('/svc/session')).json.response.user.is_verified_email).toBe(false);
    const link = await verifyLinkPath(ctx.app, 'v1@example.test');
    expect(link).toBeTruthy();

    const page = await new Client(ctx.app).get(link!);
    expect(page.status).toBe(200);
    expect(page.res.headers['content-type']).toContain('text/html');
    expect(page.res.body).toContain('Your email address is confirmed.');
    expect((await c.get('/svc/session')).json.response.user.is_verified_email).toBe(true);

    const again = await c.get(link!);
    expect(again.status).toBe(410);
    expect(again.res.body).toContain('This link has expired or was already used.');
    expect((await c.get('/account/verify/not-a-token-we-ever-sent-0123')).status).toBe(410);
    expect((await c.get('/account/verify/%3Cscript%3E')).status).toBe(410);

    const late = new Client(ctx.app);
    await late.register('v2@example.test', 'v-two', 'correct horse', { verify: false });
    await ctx.app.db
      .updateTable('email_verifications')
      .set({ expires_at: nowSeconds() - 1 })
      .execute();
    const expired = await late.get((await verifyLinkPath(ctx.app, 'v2@example.test'))!);
    expect(expired.status).toBe(410);
    expect((await late.get('/svc/session')).json.response.user.is_verified_email).toBe(false);
  });

  it('keeps the address unique among verified accounts: the second link says it is taken', async () => {
    const first = new Client(ctx.app);
    await first.register('twice@example.test', 'twice-a', 'correct horse', { verify: false });
    const firstLink = await verifyLinkPath(ctx.app, 'twice@example.test');
    const second = new Client(ctx.app);
    await second.register('twice@example.test', 'twice-b', 'correct horse', { verify: false });
    const secondLink = await verifyLinkPath(ctx.app, 'twice@example.test');
    expect(secondLink).not.toBe(firstLink);

    expect((await second.get(secondLink!)).status).toBe(200);
    const refused = await first.get(firstLink!);
    expect(refused.status).toBe(409);
    expect(refused.res.body).toContain('Another Dash account has already confirmed this email address');
    expect((await first.get('/svc/session')).json.response.user.is_verified_email).toBe(false);
  });
});

describe('login lockout', () => {
  it('locks an account after 5 failures, doubles the wait, and a success resets it', async () => {
    const owner = new Client(ctx.app);
    await owner.register('lock@example.test', 'lock-blog');
    const c = new Client(ctx.app);
    for (let i = 0; i < 5; i++) expect((await c.login('lock@example.test', `wrong guess ${i}`)).status).toBe(401);
    // Locked: even the right password is refused until the wait ends.
    const locked = await c.login('lock@example.test');
    expect(locked.status).toBe(429);
    expect(locked.json.errors[0]).toEqual(LOCKED);
    const first = await throttleRow('login', 'lock@example.test');
    expect(first!.locked_until - first!.last_failure_at).toBe(60);

    await endLock('login', 'lock@example.test');
    expect((await c.login('LOCK@example.test ', 'wrong again')).status).toBe(401);
    const second = await throttleRow('login', 'lock@example.test');
    expect(second!.locked_until - second!.last_failure_at).toBe(120);
    expect((await c.login('lock@example.test')).status).toBe(429);

    await endLock('login', 'lock@example.test');
    expect((await c.login('lock@example.test')).status).toBe(200);
    expect(await throttleRow('login', 'lock@example.test')).toBeUndefined();
    // Reset: four failures again do not lock.
    const d = new Client(ctx.app);
    for (let i = 0; i < 4; i++) expect((await d.login('lock@example.test', `wrong ${i}`)).status).toBe(401);
    expect((await d.login('lock@example.test')).status).toBe(200);
  });

  it('caps the wait at one hour', async () => {
    const c = new Client(ctx.app);
    for (let i = 0; i < 5; i++) await c.login('cap@example.test', 'nope nope');
    for (let i = 0; i < 8; i++) {
      await endLock('login', 'cap@example.test');
      expect((await c.login('cap@example.test', 'nope nope')).status).toBe(401);
    }
    const row = await throttleRow('login', 'cap@example.test');
    expect(row!.locked_until - row!.last_failure_at).toBe(3600);
  });

  it('behaves the same for an email no account has', async () => {
    const c = new Client(ctx.app);
    const statuses: number[] = [];
    const bodies: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await c.login('ghost@example.test', 'whatever12');
      statuses.push(res.status);
      bodies.push(res.json.errors[0]);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(bodies[0]).toMatchObject({ detail: "That email and password don't match." });
    expect(bodies[5]).toEqual(LOCKED);
  });
});

describe('password change', () => {
  it('allows 5 wrong current passwords per 15 minutes, then refuses even the right one', async () => {
    const c = new Client(ctx.app);
    await c.register('pc@example.test', 'pc-blog');
    const userId = (await ctx.app.db.selectFrom('users').select('id').where('name', '=', 'pc-blog').executeTakeFirstOrThrow()).id;
    for (let i = 0; i < 5; i++) {
      const wrong = await c.post('/svc/account/password', { current_password: `not it ${i}`, new_password: 'brand new pass' });
      expect(wrong.status).toBe(400);
      expect(wrong.json.errors[0]).toMatchObject({ field: 'current_password' });
    }
    const refused = await c.post('/svc/account/password', { current_password: 'correct horse', new_password: 'brand new pass' });
    expect(refused.status).toBe(429);
    expect(refused.json.errors[0]).toEqual({
      code: 'RATE_LIMITED',
      detail: 'Too many wrong passwords. Wait 15 minutes and try again.',
    });
    expect((await new Client(ctx.app).login('pc@example.test', 'correct horse')).status).toBe(200);

    await endLock('password', String(userId));
    const ok = await c.post('/svc/account/password', { current_password: 'correct horse', new_password: 'brand new pass' });
    expect(ok.status).toBe(200);
    expect(await throttleRow('password', String(userId))).toBeUndefined();
  });
});
