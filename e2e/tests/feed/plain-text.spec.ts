import { expect, test } from '@playwright/test';
import { createPost, registerUser } from '../../support/api';

// Issue 7, defect 10: plain text is stored as typed and escaped once, when rendered.
test('a post titled with & and < shows exactly as typed in the feed', async ({ page }) => {
  const user = await registerUser(page, 'plain');
  const title = `Tom & Jerry <3 ${Date.now()}`;
  await createPost(page, user.blogName, { 'post[one]': title, 'post[two]': '<p>Fish &amp; chips</p>' });
  await page.goto('/dashboard');
  const post = page.getByRole('feed').getByRole('article').filter({ hasText: title }).first();
  await expect(post.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await expect(post.getByText('Fish & chips', { exact: true })).toBeVisible();
  await expect(post).not.toContainText('&amp;');
  await expect(post).not.toContainText('&lt;');
});
