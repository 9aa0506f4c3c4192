import { expect, test, type Page } from '@playwright/test';
import { registerUser } from '../../support/api';
import { DOWN_PORT, HOST, SLOW_PORT } from '../../support/ports.mjs';
import { openOverrideLink } from './override-link';

// A remote that is down, too slow or throwing is isolated: its slot shows a short notice and the
// rest of the dashboard keeps working. Each case points the activity remote elsewhere with an
// override (allowed in the e2e environment, once confirmed in the banner), which goes through the same
// loader as a pinned remote.

async function expectDashboardStillWorks(page: Page) {
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Compose a post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a post' })).toBeVisible();
  await page.keyboard.press('Escape');
}

for (const [label, override] of [
  ['down', `activity=http://${HOST}:${DOWN_PORT}/1.0.0/mf-manifest.json`],
  ['slow', `activity=http://${HOST}:${SLOW_PORT}/1.0.0/mf-manifest.json`],
  ['throwing', 'activity@0.0.0-throwing'],
] as const) {
  test(`a ${label} remote is isolated and retried on the next navigation`, async ({ page }) => {
    await registerUser(page, `iso-${label}`);
    await openOverrideLink(page, '/explore', override);
    await expect(page.getByLabel('Activity is unavailable right now')).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole('button', { name: 'Activity' })).toHaveCount(0);
    await expectDashboardStillWorks(page);

    // Back to the pinned version: the next navigation retries and the real remote mounts.
    await page.goto('/explore?mfe-override=reset');
    await expect(page.getByRole('button', { name: 'Activity' })).toBeVisible();
  });
}
