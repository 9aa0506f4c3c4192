import { expect, test } from '@playwright/test';
import { apiPost, registerUser, uniqueName } from '../../support/api';

test('a visitor registers, logs out and logs back in through the forms', async ({ page }) => {
  const blogName = uniqueName('reg');
  const email = `${blogName}@example.test`;
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByLabel('Blog name').fill(blogName);
  await page.getByRole('button', { name: /sign up|create account|register/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Compose a post' })).toBeVisible();
  // A new account meets the guided tour first (tests/tour/tour.spec.ts); this one skips it.
  await page.getByRole('dialog', { name: 'Post something' }).getByRole('button', { name: 'Skip the tour' }).click();
  await expect(page.getByRole('dialog', { name: 'Post something' })).toHaveCount(0);

  await page.getByRole('button', { name: /account/i }).click();
  await page
    .getByRole('menuitem', { name: 'Log out' })
    .or(page.getByRole('button', { name: 'Log out' }))
    .click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compose a post' })).toHaveCount(0);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText("That email and password don't match.")).toBeVisible();
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Compose a post' })).toBeVisible();
});

test('a user changes the password at /settings/password', async ({ page }) => {
  const user = await registerUser(page, 'pw');
  await page.goto('/settings/password');
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel(/confirm/i).fill('a brand new secret');
  await page.getByRole('button', { name: /change password/i }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await apiPost(page.request, '/svc/account/logout', {});
  await apiPost(page.request, '/svc/account/login', { email: user.email, password: 'a brand new secret' });
});

test('a mutation without the form key is refused with 403', async ({ request }) => {
  const res = await request.post('/svc/account/login', { form: { email: 'nobody@example.test', password: 'x' } });
  expect(res.status()).toBe(403);
  const body = await res.json();
  expect(body.errors[0].code).toBe('FORM_KEY_INVALID');
});

test('a visitor sees pages read-only', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('feed')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compose a post' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Activity' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});
