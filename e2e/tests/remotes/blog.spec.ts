import { expect, test } from '@playwright/test';
import { demoBlogNames, registerUser } from '../../support/api';

test('clicking a blog name opens the blog profile overlay with its header and posts', async ({ page }) => {
  await registerUser(page, 'peepr');
  const [blogName] = await demoBlogNames(page);
  // The blog's own page always carries its posts (the explore feed may be full of other tests' posts).
  await page.goto(`/blog/${blogName}`);
  const article = page.getByRole('feed').getByRole('article').filter({ hasText: blogName! }).first();
  await article.getByRole('link', { name: blogName!, exact: true }).first().click();
  const overlay = page.getByRole('dialog', { name: `${blogName}'s blog` });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Follow' })).toBeVisible();
  await expect(overlay.getByRole('article').first()).toBeVisible();

  await overlay.getByRole('button', { name: 'Follow' }).click();
  await expect(overlay.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
});
