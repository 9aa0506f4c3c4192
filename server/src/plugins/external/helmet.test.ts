import fs from 'node:fs';
import { EMBED_FRAMES } from '@dash/shared-contracts';
import path from 'node:path';
import { Client, createTestApp, TEST_REGISTRY, type TestContext } from '../../../test/helpers';
import { frameAncestors, EMBED_FRAME_ORIGINS } from './csp-sources';

// Issue 7, defect 6: the product sent no security headers at all.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const html = { accept: 'text/html' };

/** The policy as directive → sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('security headers', () => {
  it('gives pages a CSP whose only inline script is the nonced bootstrap', async () => {
    const c = new Client(ctx.app);
    const first = await c.get('/dashboard', html);
    const policy = csp(first.res.headers['content-security-policy']);
    const nonce = /<script nonce="([^"]+)">window\.__DASH_BOOTSTRAP__/.exec(first.res.body)?.[1];
    expect(nonce).toBeTruthy();
    // The test registry allows overrides from http://localhost:* (CSP's own port-wildcard syntax).
    expect(policy.get('script-src')).toEqual(["'self'", 'http://localhost:*', `'nonce-${nonce}'`]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'self'", ...EMBED_FRAME_ORIGINS]);
    // A new nonce every time, or it protects nothing.
    const second = await c.get('/dashboard', html);
    expect(second.res.body).not.toContain(`nonce="${nonce}"`);
    expect(first.res.headers['x-content-type-options']).toBe('nosniff');
    expect(first.res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.res.headers['permissions-policy']).toContain('camera=()');
    expect(first.res.headers['permissions-policy']).toContain('microphone=()');
    expect(first.res.headers['permissions-policy']).toContain('geolocation=()');
    expect(first.res.headers['cache-control']).toBe('no-store');
    // Plain http: no HSTS (it would pin a product that has no TLS).
    expect(first.res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets scripts and manifests come from the registry remotes origins, and follows a repinned registry', async () => {
    const file = path.join(ctx.dir, 'environments', 'test.json');
    const registry = structuredClone(TEST_REGISTRY);
    registry.remotes.compose.manifestUrl = 'http://127.0.0.1:9101/1.0.0/mf-manifest.json';
    registry.allowOverrides = false;
    fs.writeFileSync(file, JSON.stringify(registry));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    try {
      const policy = csp((await new Client(ctx.app).get('/', html)).res.headers['content-security-policy']);
      expect(policy.get('script-src')).toContain('http://127.0.0.1:9101');
      expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9101']);
      // A remote's own media assets (messaging's chime) come from its origin too.
      expect(policy.get('media-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:9101']);
      // Overrides off: their allowed origins are not in the policy.
      expect(policy.get('script-src')).not.toContain('http://localhost:*');
    } finally {
      fs.writeFileSync(file, JSON.stringify(TEST_REGISTRY));
      const latest = new Date(Date.now() + 10_000);
      fs.utimesSync(file, latest, latest);
    }
    const policy = csp((await new Client(ctx.app).get('/', html)).res.headers['content-security-policy']);
    expect(policy.get('script-src')).toContain('http://localhost:*');
  });

  it('marks every API answer no-store, and lets other sites load the embed script and media', async () => {
    const c = new Client(ctx.app);
    expect((await c.get('/svc/session')).res.headers['cache-control']).toBe('no-store');
    expect((await c.get('/svc/nothing-here')).res.headers['cache-control']).toBe('no-store');
    expect((await c.get('/services/nope')).res.headers['cache-control']).toBe('no-store');
    const embed = await c.get('/embed.js');
    expect(embed.res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(embed.res.headers['cache-control']).toContain('max-age');
    const media = await c.get('/media/avatars/default-128.jpg');
    expect(media.res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(csp(media.res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    expect((await c.get('/svc/session')).res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps frame-ancestors none except for the embed endpoints', () => {
    expect(frameAncestors('/dashboard')).toBe("'none'");
    expect(frameAncestors('/embedded-elsewhere')).toBe("'none'");
    expect(frameAncestors('/embed/post/12')).toBe('*');
    expect(frameAncestors('/media/video/1.mp4')).toBe("'self'");
  });

  it('allows every player origin the sanitizer keeps', () => {
    expect(EMBED_FRAME_ORIGINS).toEqual(
      expect.arrayContaining(Object.values(EMBED_FRAMES).map((f) => new URL(f.src('x', 'x')).origin)),
    );
  });
});
