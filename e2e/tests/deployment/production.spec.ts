import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';
import { PRODUCTION_APP_PORT, REMOTE_PORTS, appUrl } from '../../support/ports.mjs';

// The server started with DASH_ENV=e2e-production: the same builds, overrides refused.
test.use({ baseURL: appUrl(PRODUCTION_APP_PORT) });

test('production refuses overrides', async ({ page }) => {
  await registerUser(page, 'prod');
  await page.goto('/dashboard?mfe-override=compose@1.1.0');
  await expect(page.getByText(/Override for compose refused/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remotes' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Compose a post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a post' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dash:mfe-overrides') ?? '')).not.toContain('1.1.0');
});

test('production applies no override link, shows no banner or panel, and clears one stored before', async ({ page }) => {
  await registerUser(page, 'prod-stored');
  const overridden: string[] = [];
  page.on('request', (request) => {
    // compose 1.1.0 (an older compose build, on the compose origin).
    if (request.url().includes(`:${REMOTE_PORTS.compose}/1.1.0/`)) overridden.push(request.url());
  });
  await page.goto('/dashboard');
  // An override some earlier build or link left in this browser.
  await page.evaluate(() => localStorage.setItem('dash:mfe-overrides', JSON.stringify({ compose: { version: '1.1.0' } })));
  await page.goto('/dashboard?mfe-override=compose@1.1.0');
  await expect(page.getByText(/Override for compose refused/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remotes' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Compose a post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a post' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dash:mfe-overrides'))).toBeNull();
  expect(overridden).toEqual([]);
});
