import { registry } from '../testing/fixtures';
import {
  OVERRIDES_STORAGE_KEY,
  overrideParams,
  readStoredOverrides,
  withoutOverrideParams,
  writeStoredOverrides,
} from './override-storage';
import { overrideRefusalNotice, resolveRemotes } from './resolve-remotes';

const PAGE = 'http://localhost:8080/dashboard';

describe('resolveRemotes', () => {
  it('uses the pinned manifests when there is no override', () => {
    const result = resolveRemotes({ registry: registry(), stored: {}, params: [], pageUrl: PAGE });
    expect(result.remotes.map((r) => [r.name, r.source, r.manifestUrl])).toEqual([
      ['compose', 'pinned', 'http://localhost:8080/mfe/compose/1.0.0/mf-manifest.json'],
      ['messaging', 'pinned', 'http://localhost:8080/mfe/messaging/1.0.0/mf-manifest.json'],
      ['blog', 'pinned', 'http://localhost:8080/mfe/blog/1.0.0/mf-manifest.json'],
      ['share', 'pinned', 'http://localhost:8080/mfe/share/1.0.0/mf-manifest.json'],
      ['activity', 'pinned', 'http://localhost:8080/mfe/activity/1.0.0/mf-manifest.json'],
    ]);
    expect(result.refusals).toEqual([]);
  });

  it('applies stored overrides and query overrides together', () => {
    const result = resolveRemotes({
      registry: registry(),
      stored: { blog: { version: '1.2.0' } },
      params: ['compose=http://localhost:9301/mf-manifest.json'],
      pageUrl: PAGE,
    });
    const compose = result.remotes.find((r) => r.name === 'compose');
    const blog = result.remotes.find((r) => r.name === 'blog');
    expect(compose).toMatchObject({
      source: 'override',
      manifestUrl: 'http://localhost:9301/mf-manifest.json',
      expectedVersion: null,
    });
    expect(blog).toMatchObject({
      source: 'override',
      expectedVersion: '1.2.0',
      manifestUrl: 'http://localhost:8080/mfe/blog/1.2.0/mf-manifest.json',
    });
    expect(result.overrides).toEqual({ blog: { version: '1.2.0' }, compose: { url: 'http://localhost:9301/mf-manifest.json' } });
  });

  it('drops a refused override, keeps the pinned remote and says why', () => {
    const result = resolveRemotes({
      registry: registry({ environment: 'production', allowOverrides: false }),
      stored: { compose: { version: '1.1.0' } },
      params: [],
      pageUrl: PAGE,
    });
    expect(result.remotes.find((r) => r.name === 'compose')?.source).toBe('pinned');
    expect(result.overrides).toEqual({});
    expect(result.refusals.map(overrideRefusalNotice)).toEqual([
      'Override for compose refused: overrides are disabled in production',
    ]);
  });
});

describe('override storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips overrides and removes the key when empty', () => {
    writeStoredOverrides(localStorage, { compose: { version: '1.1.0' } });
    expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '')).toEqual({ compose: { version: '1.1.0' } });
    expect(readStoredOverrides(localStorage)).toEqual({ compose: { version: '1.1.0' } });
    writeStoredOverrides(localStorage, {});
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('treats unreadable storage as no overrides', () => {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{not json');
    expect(readStoredOverrides(localStorage)).toEqual({});
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ compose: { branch: 'x' }, nope: { version: '1.0.0' } }));
    expect(readStoredOverrides(localStorage)).toEqual({});
    localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({ nope: { version: '1.0.0' }, blog: { url: 'http://localhost:1/m.json' } }),
    );
    expect(readStoredOverrides(localStorage)).toEqual({ blog: { url: 'http://localhost:1/m.json' } });
    expect(readStoredOverrides(null)).toEqual({});
  });

  it('reads repeated query values and strips them for a reload', () => {
    expect(overrideParams('?mfe-override=compose@1.1.0&x=1&mfe-override=reset')).toEqual(['compose@1.1.0', 'reset']);
    expect(withoutOverrideParams('http://localhost:8080/likes?mfe-override=compose@1.1.0&x=1')).toBe(
      'http://localhost:8080/likes?x=1',
    );
  });
});
