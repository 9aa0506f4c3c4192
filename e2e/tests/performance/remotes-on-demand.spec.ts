import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoBlogNames, registerUser } from '../../support/api';

// Issue 8 (decision 0008): a remote's code is requested only when the page needs it: the header
// widgets' remotes at idle, compose, blog and share on the first interaction that needs them, and
// each works on that interaction.

const registry = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'environments', 'e2e.json'), 'utf8')) as {
  remotes: Record<string, { manifestUrl: string }>;
};
/** The requests of one remote: everything under its manifest's folder. */
const folderOf = (name: string) => registry.remotes[name]!.manifestUrl.replace(/[^/]+$/, '');

function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return (name: string) => urls.filter((url) => url.startsWith(folderOf(name)));
}

test('no remote code is requested before the interaction that needs it, and each remote answers that interaction', async ({
  page,
}) => {
  await registerUser(page, 'ondemand');
  const [blogName] = await demoBlogNames(page);
  const requestsOf = recordRequests(page);
  // The blog's own page always carries its posts (the explore feed may be full of other tests' posts).
  await page.goto(`/blog/${blogName}`);
  const article = page.getByRole('feed').getByRole('article').filter({ hasText: blogName! }).first();
  await expect(article).toBeVisible();
  // The header's activity widget: its remote loads at idle and replaces the shell's look-alike.
  await expect(page.locator('[data-remote-slot="header-activity"] .kit-header-button')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requestsOf('activity').length).toBeGreaterThan(0);
  for (const name of ['compose', 'blog', 'share']) expect(requestsOf(name), name).toEqual([]);

  // Share: the first press of Share loads it and opens the popover.
  await article.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Share this post' })).toBeVisible();
  expect(requestsOf('share').length).toBeGreaterThan(0);
  expect(requestsOf('blog')).toEqual([]);
  await page.keyboard.press('Escape');

  // Blog: the first click on a blog name loads it and opens the blog's overlay.
  await article.getByRole('link', { name: blogName!, exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: `${blogName}'s blog` })).toBeVisible();
  expect(requestsOf('blog').length).toBeGreaterThan(0);
  expect(requestsOf('compose')).toEqual([]);
});

test("the dashboard's post-type chooser loads compose on the first click and opens that type's form", async ({ page }) => {
  await registerUser(page, 'ondemandc');
  const requestsOf = recordRequests(page);
  await page.goto('/dashboard');
  const chooser = page.getByRole('tablist', { name: 'Create a post' });
  await expect(chooser).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requestsOf('compose')).toEqual([]);
  // The server's look-alike takes the click; compose mounts and the Quote form opens.
  await chooser.getByRole('tab', { name: 'Quote' }).click();
  await expect(page.getByRole('tab', { name: 'Quote', selected: true })).toBeVisible();
  expect(requestsOf('compose').length).toBeGreaterThan(0);
});

test('the compose shortcut loads compose on its first key and opens fast compose', async ({ page }) => {
  await registerUser(page, 'ondemandk');
  const requestsOf = recordRequests(page);
  await page.goto('/explore');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requestsOf('compose')).toEqual([]);
  await page.keyboard.down('z');
  await page.keyboard.press('c');
  await page.keyboard.up('z');
  await expect(page.getByRole('dialog', { name: 'Create a post' })).toBeVisible();
  expect(requestsOf('compose').length).toBeGreaterThan(0);
});
