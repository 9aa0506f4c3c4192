import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';
import { openOverrideLink } from './override-link';

/** The compose version the e2e environment pins (the one its package builds now). */
const registry = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'environments', 'e2e.json'), 'utf8')) as {
  remotes: { compose: { version: string } };
};
const PINNED_COMPOSE = registry.remotes.compose.version;

test('two versions of compose are deployed; the environment pins one and an override switches', async ({ page }) => {
  await registerUser(page, 'mix');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Remotes' }).click();
  const panel = page.getByRole('dialog', { name: 'Remotes' });
  const composeRow = panel.getByRole('row', { name: /compose/ });
  await expect(composeRow).toContainText(PINNED_COMPOSE);
  await expect(composeRow).toContainText('pinned');

  await openOverrideLink(page, '/dashboard', 'compose@1.1.0');
  await page.getByRole('button', { name: 'Compose a post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a post' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Remotes' }).click();
  const overridden = page.getByRole('dialog', { name: 'Remotes' }).getByRole('row', { name: /compose/ });
  await expect(overridden).toContainText('1.1.0');
  await expect(overridden).toContainText('override');
  expect(await page.evaluate(() => localStorage.getItem('dash:mfe-overrides'))).toContain('1.1.0');

  // The override stays for this browser until it is reset.
  await page.goto('/dashboard?mfe-override=reset');
  await page.getByRole('button', { name: 'Remotes' }).click();
  await expect(page.getByRole('dialog', { name: 'Remotes' }).getByRole('row', { name: /compose/ })).toContainText(PINNED_COMPOSE);
});

test('a remote built against another contracts major is refused with a visible notice', async ({ page }) => {
  await registerUser(page, 'major');
  await openOverrideLink(page, '/explore', 'blog@2.0.0');
  // Blog loads on first use (decision 0008): opening a blog from a post is its first use.
  const first = page.getByRole('feed').getByRole('article').first();
  await first.locator('a[href^="/blog/"]').first().click();
  await expect(page.getByText('Blog was refused: built for contracts v2, this page runs v1.')).toBeVisible();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await page.goto('/explore?mfe-override=reset');
});
