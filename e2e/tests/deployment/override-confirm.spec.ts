import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';
import { REMOTE_PORTS } from '../../support/ports.mjs';

// Issue 7, defect 3: a crafted ?mfe-override= link ran foreign code at once and kept it for every
// later visit. Where overrides are allowed (the e2e environment) the link now waits for a confirmation.

test('an override link shows a banner and runs nothing until it is confirmed', async ({ page }) => {
  await registerUser(page, 'confirm');
  const overridden: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`:${REMOTE_PORTS.compose}/1.1.0/`)) overridden.push(request.url());
  });

  await page.goto('/dashboard?mfe-override=compose@1.1.0');
  const banner = page.getByRole('region', { name: 'Remote overrides' });
  await expect(banner).toContainText('compose → version 1.1.0');
  await expect(banner).toContainText(`:${REMOTE_PORTS.compose}/1.1.0/mf-manifest.json`);
  // The pinned compose runs meanwhile; nothing of 1.1.0 was fetched or stored.
  await page.getByRole('button', { name: 'Compose a post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a post' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(overridden).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('dash:mfe-overrides'))).toBeNull();

  // Dismiss drops the link (and its parameter), still without running anything.
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('mfe-override')).toBe(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compose a post' })).toBeVisible();
  expect(overridden).toEqual([]);

  // Confirmed: stored, applied after the reload, and the banner stays with Reset while it is active.
  await page.goto('/dashboard?mfe-override=compose@1.1.0');
  await banner.getByRole('button', { name: 'Apply' }).click();
  await expect(banner).toContainText('Overrides active in this browser: compose → version 1.1.0');
  await page.getByRole('button', { name: 'Compose a post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a post' })).toBeVisible();
  expect(overridden.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await banner.getByRole('button', { name: 'Reset all' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('dash:mfe-overrides'))).toBeNull();
});
