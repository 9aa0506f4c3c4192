import { expect, test } from '@playwright/test';
import { login } from '../../support/api';

test('switching the current blog and logging out in one tab shows in the other', async ({ page, context }) => {
  await login(page, 'alex@demo.test', 'dashdemo1');
  await page.goto('/dashboard');
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('button', { name: 'Compose a post' })).toBeVisible();

  const session = await (await page.request.get('/svc/session')).json();
  const blogs: Array<{ name: string }> = session.response.blogs;
  const target = blogs.find((b) => b.name !== session.response.current_blog)!;

  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name: new RegExp(target.name) }).or(page.getByRole('button', { name: new RegExp(`^${target.name}`) })).first().click();
  await expect(page.locator('[data-current-blog]')).toHaveAttribute('data-current-blog', target.name);
  await expect(other.locator('[data-current-blog]')).toHaveAttribute('data-current-blog', target.name);

  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).or(page.getByRole('button', { name: 'Log out' })).click();
  await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Compose a post' })).toHaveCount(0);
});
