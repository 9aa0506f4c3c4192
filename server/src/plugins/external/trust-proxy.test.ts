import { Client, createTestApp, type TestContext } from '../../../test/helpers';
import { parsePublicUrl, parseTrustProxy } from '../../config';

// Issue 7, defect 7: behind a TLS proxy cookies lacked Secure and one client's failed logins locked out everyone.
const LIMIT = 3;
const https = { 'x-forwarded-proto': 'https' };
const from = (ip: string) => ({ 'x-forwarded-for': ip });

function setCookies(res: { res: { headers: Record<string, unknown> } }): string[] {
  const raw = res.res.headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}

/** Fails `LIMIT` logins from one client, then answers that client's next status and another client's. */
async function lockOutOne(ctx: TestContext): Promise<{ bad: number; other: number }> {
  const attacker = new Client(ctx.app);
  await attacker.visit();
  for (let i = 0; i < LIMIT; i++) {
    await attacker.post(
      '/svc/account/login',
      { email: `nobody${i}@example.test`, password: 'wrong password here' },
      { headers: from('203.0.113.7') },
    );
  }
  const bad = await attacker.post(
    '/svc/account/login',
    { email: 'nobody@example.test', password: 'wrong password here' },
    { headers: from('203.0.113.7') },
  );
  const user = new Client(ctx.app);
  await user.visit();
  const other = await user.post(
    '/svc/account/login',
    { email: 'ann@example.test', password: 'correct horse' },
    { headers: from('198.51.100.4') },
  );
  return { bad: bad.status, other: other.status };
}

describe('TRUST_PROXY set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { trustProxy: true, loginRateLimit: LIMIT } });
    await new Client(ctx.app).register('ann@example.test', 'ann');
  });
  afterAll(() => ctx.close());

  it('marks the session and visitor cookies Secure when the original request was https', async () => {
    const c = new Client(ctx.app);
    const visit = await c.get('/', { accept: 'text/html', ...https });
    expect(setCookies(visit).find((v) => v.startsWith('dash_anon='))).toMatch(/; Secure/);
    await c.get('/svc/session', https);
    const login = await c.post(
      '/svc/account/login',
      { email: 'ann@example.test', password: 'correct horse' },
      { headers: https },
    );
    expect(login.status).toBe(200);
    expect(setCookies(login).find((v) => v.startsWith('dash_session='))).toMatch(/; Secure/);
    expect(visit.res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('keeps cookies without Secure for a plain http request', async () => {
    const visit = await new Client(ctx.app).get('/', { accept: 'text/html' });
    expect(setCookies(visit).find((v) => v.startsWith('dash_anon='))).not.toMatch(/Secure/);
  });

  it('gives each client address its own login rate-limit budget', async () => {
    expect(await lockOutOne(ctx)).toEqual({ bad: 429, other: 200 });
  });
});

describe('TRUST_PROXY unset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { trustProxy: false, loginRateLimit: LIMIT } });
    await new Client(ctx.app).register('ann@example.test', 'ann');
  });
  afterAll(() => ctx.close());

  it('ignores X-Forwarded-Proto and X-Forwarded-For (anyone can send them)', async () => {
    const visit = await new Client(ctx.app).get('/', { accept: 'text/html', ...https });
    expect(setCookies(visit).find((v) => v.startsWith('dash_anon='))).not.toMatch(/Secure/);
    expect(visit.res.headers['strict-transport-security']).toBeUndefined();
    // Both "clients" are the socket's address, so they share one budget.
    expect(await lockOutOne(ctx)).toEqual({ bad: 429, other: 429 });
  });
});

describe('config parsing', () => {
  it('reads TRUST_PROXY', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('reads PUBLIC_URL as an origin and refuses anything else', () => {
    expect(parsePublicUrl(undefined, 8080)).toBe('http://localhost:8080');
    expect(parsePublicUrl('https://dash.example.com/', 8080)).toBe('https://dash.example.com');
    expect(() => parsePublicUrl('dash.example.com', 8080)).toThrow(/PUBLIC_URL/);
    expect(() => parsePublicUrl('ftp://dash.example.com', 8080)).toThrow(/PUBLIC_URL/);
    expect(() => parsePublicUrl('https://dash.example.com/app', 8080)).toThrow(/PUBLIC_URL/);
  });
});
