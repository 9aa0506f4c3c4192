import { registry } from '../testing/fixtures';
import { applyOverrideParams, decideOverride, originAllowed, parseOverrideParam } from './override-rules';

const PAGE = 'http://localhost:8080/dashboard';

describe('parseOverrideParam', () => {
  it.each([
    ['compose@1.1.0', { action: 'set', remote: 'compose', target: { version: '1.1.0' } }],
    ['compose@1.1.0-beta.2', { action: 'set', remote: 'compose', target: { version: '1.1.0-beta.2' } }],
    [
      'compose=http://localhost:9301/mf-manifest.json',
      { action: 'set', remote: 'compose', target: { url: 'http://localhost:9301/mf-manifest.json' } },
    ],
    [
      'blog=https://user@cdn.example.test/mf-manifest.json',
      { action: 'set', remote: 'blog', target: { url: 'https://user@cdn.example.test/mf-manifest.json' } },
    ],
    ['compose=', { action: 'clear', remote: 'compose' }],
    ['compose@', { action: 'clear', remote: 'compose' }],
    ['reset', { action: 'reset' }],
  ])('%s', (raw, expected) => {
    expect(parseOverrideParam(raw)).toEqual(expected);
  });

  it.each([
    ['nope@1.0.0', 'there is no remote named "nope"'],
    ['compose@latest', '"latest" is not a version like 1.2.3'],
    ['compose', 'use remote@version, remote=manifest-url or reset'],
    ['@1.0.0', 'use remote@version, remote=manifest-url or reset'],
  ])('refuses %s', (raw, reason) => {
    expect(parseOverrideParam(raw)).toEqual({ action: 'invalid', raw, reason });
  });
});

describe('applyOverrideParams', () => {
  it('adds to what was stored, clears one, resets all, in order', () => {
    const stored = { blog: { version: '2.0.0' }, share: { version: '3.0.0' } };
    expect(applyOverrideParams(stored, ['compose@1.1.0', 'share=']).overrides).toEqual({
      blog: { version: '2.0.0' },
      compose: { version: '1.1.0' },
    });
    expect(applyOverrideParams(stored, ['reset']).overrides).toEqual({});
    expect(applyOverrideParams(stored, ['reset', 'compose@1.1.0']).overrides).toEqual({ compose: { version: '1.1.0' } });
  });

  it('reports values it cannot read and keeps the rest', () => {
    const result = applyOverrideParams({}, ['bad', 'compose@1.2.0']);
    expect(result.overrides).toEqual({ compose: { version: '1.2.0' } });
    expect(result.invalid).toEqual([{ raw: 'bad', reason: 'use remote@version, remote=manifest-url or reset' }]);
  });
});

describe('originAllowed', () => {
  it('matches exact origins and port wildcards, never a bare star', () => {
    expect(originAllowed('https://cdn.example.test', ['https://cdn.example.test'])).toBe(true);
    expect(originAllowed('https://cdn.example.test:8443', ['https://cdn.example.test'])).toBe(false);
    expect(originAllowed('http://localhost:9301', ['http://localhost:*'])).toBe(true);
    expect(originAllowed('http://localhost', ['http://localhost:*'])).toBe(true);
    expect(originAllowed('https://localhost:9301', ['http://localhost:*'])).toBe(false);
    expect(originAllowed('http://evil.test:9301', ['http://localhost:*'])).toBe(false);
    expect(originAllowed('http://evil.test', ['*'])).toBe(false);
    expect(originAllowed('http://evil.test', ['not a url'])).toBe(false);
  });
});

describe('decideOverride', () => {
  it('swaps the version in the pinned manifest URL', () => {
    expect(decideOverride(registry(), 'compose', { version: '1.1.0' }, PAGE)).toEqual({
      ok: true,
      manifestUrl: 'http://localhost:8080/mfe/compose/1.1.0/mf-manifest.json',
      version: '1.1.0',
    });
  });

  it('swaps the version of an absolute pinned URL on its own origin even when that origin is not listed', () => {
    const reg = registry({ allowedOverrideOrigins: [] });
    reg.remotes.blog = { ...reg.remotes.blog, manifestUrl: 'https://remotes.example.test/mfe/blog/1.0.0/mf-manifest.json' };
    expect(decideOverride(reg, 'blog', { version: '1.4.0' }, PAGE)).toEqual({
      ok: true,
      manifestUrl: 'https://remotes.example.test/mfe/blog/1.4.0/mf-manifest.json',
      version: '1.4.0',
    });
  });

  it('refuses a version swap when the pinned URL has no version segment', () => {
    const reg = registry();
    reg.remotes.blog = { ...reg.remotes.blog, manifestUrl: '/blog/mf-manifest.json' };
    expect(decideOverride(reg, 'blog', { version: '1.4.0' }, PAGE)).toEqual({
      ok: false,
      reason: 'the pinned manifest URL has no version segment to swap',
    });
  });

  it('accepts a URL on an allowed origin', () => {
    expect(decideOverride(registry(), 'compose', { url: 'http://localhost:9301/mf-manifest.json' }, PAGE)).toEqual({
      ok: true,
      manifestUrl: 'http://localhost:9301/mf-manifest.json',
      version: null,
    });
  });

  it('refuses everything where overrides are disabled', () => {
    const prod = registry({ environment: 'production', allowOverrides: false });
    expect(decideOverride(prod, 'compose', { version: '1.1.0' }, PAGE)).toEqual({
      ok: false,
      reason: 'overrides are disabled in production',
    });
  });

  it('refuses an origin that is not allowed, a star list, a relative URL and other schemes', () => {
    expect(decideOverride(registry(), 'compose', { url: 'https://evil.test/mf-manifest.json' }, PAGE)).toEqual({
      ok: false,
      reason: 'https://evil.test is not an allowed override origin',
    });
    expect(
      decideOverride(registry({ allowedOverrideOrigins: ['*'] }), 'compose', { url: 'https://evil.test/m.json' }, PAGE),
    ).toEqual({
      ok: false,
      reason: 'https://evil.test is not an allowed override origin',
    });
    expect(decideOverride(registry(), 'compose', { url: '/mfe/x.json' }, PAGE)).toEqual({
      ok: false,
      reason: '"/mfe/x.json" is not an absolute URL',
    });
    expect(decideOverride(registry(), 'compose', { url: 'javascript:alert(1)' }, PAGE)).toEqual({
      ok: false,
      reason: 'only http and https URLs are allowed',
    });
  });
});
