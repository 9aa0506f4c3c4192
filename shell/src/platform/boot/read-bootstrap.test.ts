import { loggedInSession, registry } from '../testing/fixtures';
import { readBootstrap } from './read-bootstrap';

type W = Window & { __DASH_BOOTSTRAP__?: unknown };

describe('readBootstrap', () => {
  afterEach(() => delete (window as W).__DASH_BOOTSTRAP__);

  it('returns a valid bootstrap', () => {
    (window as W).__DASH_BOOTSTRAP__ = { session: loggedInSession(), registry: registry() };
    const result = readBootstrap();
    expect(result.ok).toBe(true);
  });

  it('applies schema defaults (remote time-out)', () => {
    const { remoteTimeoutMs: _omit, ...rest } = registry();
    (window as W).__DASH_BOOTSTRAP__ = { session: loggedInSession(), registry: rest };
    const result = readBootstrap();
    expect(result.ok && result.bootstrap.registry.remoteTimeoutMs).toBe(8000);
  });

  it('explains a missing bootstrap', () => {
    expect(readBootstrap()).toEqual({
      ok: false,
      problems: ['The page has no __DASH_BOOTSTRAP__: it was not served by the dashboard server.'],
    });
  });

  it('lists what is wrong with a malformed one', () => {
    (window as W).__DASH_BOOTSTRAP__ = { session: { ...loggedInSession(), form_key: 3 }, registry: registry() };
    const result = readBootstrap();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/^session\.form_key: /);
  });
});
