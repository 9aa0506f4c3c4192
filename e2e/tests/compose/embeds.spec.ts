import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';

test('a pasted YouTube URL becomes an embed built by the server; bad codes are refused', async ({ page }) => {
  await registerUser(page, 'embed');
  await page.goto('/new/video');
  const form = page.getByRole('dialog', { name: 'New video post' });
  const field = form.getByRole('textbox', { name: 'Video URL or embed code' });

  await field.fill('<div>no video here</div>');
  await expect(form.getByText('Invalid embed code')).toBeVisible();

  await field.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(form.getByRole('img', { name: 'Video preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  const frame = page.getByRole('feed').getByRole('article').first().locator('iframe');
  await expect(frame).toHaveAttribute('src', /youtube(-nocookie)?\.com\/embed\/dQw4w9WgXcQ/);
});

test('a pasted iframe code of an unknown service is kept as an unsupported embed', async ({ page }) => {
  await registerUser(page, 'iframe');
  await page.goto('/new/video');
  const form = page.getByRole('dialog', { name: 'New video post' });
  await form
    .getByRole('textbox', { name: 'Video URL or embed code' })
    .fill('<iframe src="https://player.example.org/v/42" width="480" height="270"></iframe>');
  await expect(form.getByTitle('Video preview')).toBeVisible();
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('feed').getByRole('article').first().locator('iframe')).toHaveAttribute(
    'src',
    'https://player.example.org/v/42',
  );
});
