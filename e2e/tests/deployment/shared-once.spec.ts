import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';

test('React, react-dom, rxjs and the contracts load once; the federation runtime ships once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await registerUser(page, 'once');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Messages/ })).toBeVisible();
  await page.getByRole('button', { name: 'Compose a post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a post' })).toBeVisible();

  // Every remote registered these singletons; exactly one copy of each was loaded.
  const loaded = await page.evaluate(() => {
    const share = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded) (result[pkg] ??= []).push(`${version}@${info.from}`);
        }
      }
    }
    return result;
  });
  for (const pkg of ['react', 'react-dom', 'rxjs', 'zod', 'single-spa-react', '@dash/shared-contracts']) {
    expect(new Set(loaded[pkg] ?? []).size, `${pkg}: ${JSON.stringify(loaded[pkg])}`).toBeLessThanOrEqual(1);
  }

  // No remote served its own copy of a shared module: remote origins sent only remote code.
  const manifests = await page.evaluate(async () => {
    const boot = (window as unknown as { __DASH_BOOTSTRAP__: { registry: { remotes: Record<string, { manifestUrl: string }> } } })
      .__DASH_BOOTSTRAP__;
    return Promise.all(
      Object.values(boot.registry.remotes).map(async (r) => ({
        url: r.manifestUrl,
        json: await (await fetch(r.manifestUrl)).json(),
      })),
    );
  });
  // The shell provides these; a remote's own fallback copy must never be fetched.
  const hostProvided = new Set([
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'rxjs',
    'zod',
    '@dash/shared-contracts',
  ]);
  const sharedAssets = new Set<string>();
  for (const { url, json } of manifests) {
    for (const shared of json.shared as Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>) {
      if (!hostProvided.has(shared.name)) continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) sharedAssets.add(new URL(file, url).href);
    }
  }
  const duplicates = scripts.filter((url) => sharedAssets.has(url));
  expect(duplicates).toEqual([]);
  // The federation runtime core ships in the shell only: every remote entry takes it from the
  // global the shell provides (experiments.externalRuntime) instead of carrying its own copy.
  const remoteEntries = scripts.filter((url) => url.endsWith('/remoteEntry.js'));
  expect(remoteEntries.length).toBeGreaterThanOrEqual(3);
  for (const entry of remoteEntries) {
    const body = await (await page.request.get(entry)).text();
    expect(body, entry).toContain('_FEDERATION_RUNTIME_CORE');
  }
  expect(await page.evaluate(() => typeof (globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE)).toBe('object');
});
