import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';

test('the share button opens the share popover with the permalink and the embed code', async ({ page }) => {
  await registerUser(page, 'share');
  await page.goto('/explore');
  const article = page.getByRole('feed').getByRole('article').first();
  await article.getByRole('button', { name: 'Share' }).click();
  const popover = page.getByRole('dialog', { name: 'Share this post' });
  await expect(popover).toBeVisible();
  const permalink = popover.getByRole('link', { name: 'Permalink' });
  await expect(permalink).toHaveAttribute('href', /\/blog\/[^/]+\/post\/\d+/);

  await popover.getByRole('button', { name: 'Embed' }).click();
  const code = popover.getByLabel('Embed code');
  await expect(code).toHaveValue(/data-dash-post-id/);
  await code.click();
  const selected = await code.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart);
  expect(selected).toBeGreaterThan(20);

  await page.keyboard.press('Escape'); // back to the options
  await page.keyboard.press('Escape'); // closes
  await expect(popover).toBeHidden();
});
