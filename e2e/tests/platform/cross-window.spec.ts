import { expect, test } from '@playwright/test';
import { login } from '../../support/api';

test('switching the current blog and logging out in one tab shows in the other', async ({ page, context }) => {
  // Two full dashboards in one test: on a loaded CI machine this takes longer than one page.
  test.slow();
  await login(page, 'alex@demo.test', 'dashdemo1');
  await page.goto('/dashboard');
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('button', { name: 'Compose a post' })).toBeVisible();

  const session = await (await page.request.get('/svc/session')).json();
  const blogs: Array<{ name: string }> = session.response.blogs;
  const target = blogs.find((b) => b.name !== session.response.current_blog)!;

  await page.getByRole('button', { name: /^Account/ }).click();
  await page
    .getByRole('dialog', { name: 'Account menu' })
    .getByRole('button', { name: new RegExp(`^${target.name}`) })
    .click();
  const menu = (p: typeof page) => p.getByRole('dialog', { name: 'Account menu' });
  const currentIn = (p: typeof page) => menu(p).locator('[aria-current]');
  // A switch closes the menu once the server has answered; reopened, it marks the new blog.
  await expect(menu(page)).toHaveCount(0);
  await page.getByRole('button', { name: /^Account/ }).click();
  await expect(currentIn(page)).toContainText(target.name);

  // The other tab learns it over the window channel, without a reload.
  await other.getByRole('button', { name: /^Account/ }).click();
  await expect(currentIn(other)).toContainText(target.name);
  await other.keyboard.press('Escape');

  await menu(page).getByRole('button', { name: 'Log out' }).click();
  await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Compose a post' })).toHaveCount(0);
});
