import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';
import { PRODUCTION_APP_PORT, appUrl } from '../../support/ports.mjs';

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
