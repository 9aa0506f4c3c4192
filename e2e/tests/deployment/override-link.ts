import { expect, type Page } from '@playwright/test';

/**
 * Opens an `?mfe-override=` link and confirms it in the banner, as a developer would: a link's
 * override never runs before that (issue 7, defect 3). The page reloads without the parameter.
 */
export async function openOverrideLink(page: Page, path: string, override: string): Promise<void> {
  await page.goto(`${path}?mfe-override=${encodeURIComponent(override)}`);
  const banner = page.getByRole('region', { name: 'Remote overrides' });
  await expect(banner).toContainText('This link asks to run other code');
  await banner.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((url) => !url.searchParams.has('mfe-override'));
  await expect(banner).toContainText('Overrides active in this browser');
}
