import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';

test('fast compose opens with z+c, moves with c and arrows, and enter opens /new/{type}', async ({ page }) => {
  await registerUser(page, 'fast');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Compose a post' })).toBeVisible();
  const picker = page.getByRole('dialog', { name: 'Create a post' });
  // The compose remote loads after first paint: retry the shortcut until it is listening.
  await expect(async () => {
    await page.keyboard.down('z');
    await page.keyboard.press('c');
    await page.keyboard.up('z');
    await expect(picker).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(picker.getByRole('button')).toHaveCount(7);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  await page.getByRole('button', { name: 'Compose a post' }).click();
  await expect(picker).toBeVisible();
  await page.keyboard.press('c'); // text -> photo
  await page.keyboard.press('ArrowRight'); // photo -> quote
  await page.keyboard.press('ArrowLeft'); // quote -> photo
  await page.keyboard.press('Tab'); // photo -> quote
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/new\/quote$/);
  await expect(page.getByRole('dialog', { name: 'New quote post' })).toBeVisible();
});

test('a text post saved from the form appears at the top of the feed', async ({ page }) => {
  await registerUser(page, 'text');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Compose a post' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
  await expect(page).toHaveURL(/\/new\/text$/);
  const form = page.getByRole('dialog', { name: 'New text post' });
  // The header hides while the form is open.
  await expect(page.getByRole('button', { name: 'Compose a post' })).toBeHidden();

  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByText('Post body empty.')).toBeVisible();

  const title = `Hello from the e2e suite ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByRole('textbox', { name: 'Body', exact: true }).fill('First line\nSecond <b>line</b>');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  const first = page.getByRole('feed').getByRole('article').first();
  await expect(first.getByRole('heading', { name: title })).toBeVisible();
  await expect(first.getByText('Second <b>line</b>')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('feed').getByRole('article').first().getByRole('heading', { name: title })).toBeVisible();
});

test('dismissing a changed form asks "Discard this post?"', async ({ page }) => {
  await registerUser(page, 'discard');
  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New text post' });
  await form.getByLabel('Title').fill('Not finished');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Discard this post?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
  await expect(form.getByLabel('Title')).toHaveValue('Not finished');
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});
