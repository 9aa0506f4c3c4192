import { expect, test, type Page } from '@playwright/test';
import { createPost, follow, registerUser, uniqueName } from '../../support/api';

// Issue 8: the server renders the first posts of every feed page with the shell's own components,
// and the browser hydrates them.

async function writer(page: Page) {
  const user = await registerUser(page, 'ssr');
  const tag = uniqueName('ssrtag');
  await createPost(page, user.blogName, { 'post[one]': `Tagged by ${user.blogName}`, 'post[tags]': tag });
  await createPost(page, user.blogName, { 'post[one]': `Draft by ${user.blogName}`, 'post[state]': '1' });
  await follow(page, 'nora-quotes');
  return { ...user, tag };
}

test.describe('with JavaScript blocked', () => {
  test.use({ javaScriptEnabled: false });

  test('the first posts of /dashboard, /explore, /drafts and /tagged/{tag} still show', async ({ page }) => {
    const user = await writer(page);
    const pages: Array<[string, string]> = [
      ['/dashboard', `Tagged by ${user.blogName}`],
      ['/explore', `Tagged by ${user.blogName}`],
      ['/drafts', `Draft by ${user.blogName}`],
      [`/tagged/${user.tag}`, `Tagged by ${user.blogName}`],
    ];
    for (const [path, text] of pages) {
      await page.goto(path);
      const feed = page.getByRole('feed');
      await expect(feed.getByRole('article').first()).toBeVisible();
      await expect(feed.getByRole('heading', { name: text })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Explore' })).toBeVisible();
    }
    // The dashboard also carries the followed blog's posts; the server says what JavaScript adds.
    await page.goto('/dashboard');
    await expect(page.getByRole('feed').locator('[data-blog-name="nora-quotes"]').first()).toBeVisible();
    // (Playwright's text search skips <noscript>: the notice is found by its class.)
    await expect(page.locator('.shell-noscript')).toContainText('JavaScript is off: you can read these posts');
    await expect(page.locator('.shell-noscript')).toBeVisible();
  });
});

test('the page hydrates the server render without a warning and works at once', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const user = await writer(page);
  const feedCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/svc\/post\/\w+\/(before|after)\/0\b/.test(request.url())) feedCalls.push(request.url());
  });

  for (const path of ['/dashboard', '/explore', '/drafts', `/tagged/${user.tag}`]) {
    await page.goto(path);
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The first page came with the HTML: the browser asked for none of them again.
  expect(feedCalls).toEqual([]);

  // Hydrated: the shell's own controls answer (the account menu opens, the draft can be deleted).
  await page.getByRole('button', { name: /^Account/ }).click();
  await expect(page.getByRole('dialog', { name: 'Account menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { name: 'Explore', level: 1 })).toBeVisible();

  const hydration = problems.filter((text) => /hydrat|did not match|Minified React error #(418|423|425)/i.test(text));
  expect(hydration).toEqual([]);
});
