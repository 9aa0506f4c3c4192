import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from '../../support/api';
import { verifyLinkPath } from '../../support/outbox';

interface SessionBody {
  response: { user: { is_verified_email: boolean } | null };
}

const verified = async (page: Page) =>
  ((await (await page.request.get('/svc/session')).json()) as SessionBody).response.user?.is_verified_email;

test('the sign-up form asks for 10 characters, refuses a common password, and the mailed link verifies the address', async ({
  page,
}) => {
  const blogName = uniqueName('verify');
  const email = `${blogName}@example.test`;
  await page.goto('/register');
  const password = page.getByLabel('Password');
  await expect(password).toHaveAccessibleDescription('At least 10 characters, and not a common password.');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Blog name').fill(blogName);
  const signUp = page.getByRole('button', { name: 'Sign up' });

  await password.fill('ninechars');
  await signUp.click();
  await expect(password).toHaveAccessibleDescription(/Use at least 10 characters for your password\./);
  await expect(page).toHaveURL(/\/register$/);

  await password.fill('password123');
  await signUp.click();
  await expect(password).toHaveAccessibleDescription(/That password is too common\. Choose another one\./);
  await expect(page).toHaveURL(/\/register$/);

  await password.fill('correct horse battery');
  await signUp.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await verified(page)).toBe(false);

  const link = verifyLinkPath(email);
  expect(link).toMatch(/^\/account\/verify\//);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  expect(await verified(page)).toBe(true);

  // One-time: the same link again is a clear page, not an error.
  const again = await page.goto(link!);
  expect(again?.status()).toBe(410);
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
