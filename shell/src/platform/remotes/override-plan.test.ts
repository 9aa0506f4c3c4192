import { registry } from '../testing/fixtures';
import { describeTarget, planOverrides } from './override-plan';

const PAGE = 'http://localhost:8080/dashboard';

describe('planOverrides where the environment allows overrides', () => {
  it('only proposes what a link adds: nothing of it is active until confirmed', () => {
    const plan = planOverrides({ registry: registry(), stored: {}, params: ['compose@1.1.0'], pageUrl: PAGE });
    expect(plan.active).toEqual({});
    expect(plan.proposed).toEqual({ compose: { version: '1.1.0' } });
    expect(plan.changes).toEqual([
      {
        remote: 'compose',
        target: { version: '1.1.0' },
        manifestUrl: 'http://localhost:8080/mfe/compose/1.1.0/mf-manifest.json',
      },
    ]);
  });

  it('keeps confirmed (stored) overrides active, and proposes a change to one', () => {
    const stored = { compose: { version: '1.1.0' }, blog: { url: 'http://localhost:9303/mf-manifest.json' } };
    const plan = planOverrides({ registry: registry(), stored, params: ['compose@1.0.5'], pageUrl: PAGE });
    expect(plan.active).toEqual({ blog: stored.blog, compose: { version: '1.1.0' } });
    expect(plan.proposed).toEqual({ blog: stored.blog, compose: { version: '1.0.5' } });
    expect(plan.changes.map((c) => c.remote)).toEqual(['compose']);
  });

  it('removes at once (reset or clear need no confirmation)', () => {
    const stored = { compose: { version: '1.1.0' }, blog: { version: '2.0.0' } };
    expect(planOverrides({ registry: registry(), stored, params: ['reset'], pageUrl: PAGE })).toMatchObject({
      active: {},
      proposed: null,
      changes: [],
    });
    expect(planOverrides({ registry: registry(), stored, params: ['blog@'], pageUrl: PAGE })).toMatchObject({
      active: { compose: { version: '1.1.0' } },
      proposed: null,
    });
  });

  it('refuses an origin the environment does not list, without proposing it', () => {
    const plan = planOverrides({
      registry: registry(),
      stored: {},
      params: ['compose=https://evil.example/mf-manifest.json', 'nope@1.0.0'],
      pageUrl: PAGE,
    });
    expect(plan.proposed).toBeNull();
    expect(plan.refusals).toEqual([{ remote: 'compose', reason: 'https://evil.example is not an allowed override origin' }]);
    expect(plan.invalid).toEqual([{ raw: 'nope@1.0.0', reason: 'there is no remote named "nope"' }]);
  });
});

describe('planOverrides where the environment refuses overrides', () => {
  const production = registry({ environment: 'production', allowOverrides: false, allowedOverrideOrigins: [] });

  it('applies nothing, proposes nothing, and says so for each remote the link names', () => {
    const plan = planOverrides({ registry: production, stored: {}, params: ['compose@1.1.0'], pageUrl: PAGE });
    expect(plan).toMatchObject({ active: {}, proposed: null, changes: [] });
    expect(plan.refusals).toEqual([{ remote: 'compose', reason: 'overrides are disabled in production' }]);
  });

  it('drops an override stored before, saying so', () => {
    const plan = planOverrides({ registry: production, stored: { compose: { version: '1.1.0' } }, params: [], pageUrl: PAGE });
    expect(plan.active).toEqual({});
    expect(plan.refusals).toEqual([{ remote: 'compose', reason: 'overrides are disabled in production' }]);
  });
});

it('describes targets for the banner', () => {
  expect(describeTarget('compose', { version: '1.1.0' })).toBe('compose → version 1.1.0');
  expect(describeTarget('blog', { url: 'http://localhost:9303/mf-manifest.json' })).toBe(
    'blog → http://localhost:9303/mf-manifest.json',
  );
});
