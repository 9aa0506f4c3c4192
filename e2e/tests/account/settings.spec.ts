import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { login, registerUser, uniqueName } from '../../support/api';
import { smallPng } from '../../support/media';
import { expectNoSeriousViolations } from '../../support/axe';

// The settings pages (issue 10 item 8): /settings/account, /settings/blog/{name},
// /settings/notifications and /settings/dashboard, and the account menu's "Create a new blog".

/** Full-page screenshots on a phone and a wide screen, attached to the run's output. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const loaded = (page: Page) => expect(page.getByLabel('Title', { exact: true })).toBeVisible();

test('a person changes their blog title and colours and sees them on the blog page', async ({ page }, testInfo) => {
  const user = await registerUser(page, 'blogset');
  await page.goto(`/settings/blog/${user.blogName}`);
  await expect(page).toHaveTitle(`Settings for ${user.blogName}`);
  await loaded(page);
  const preview = page.getByRole('region', { name: 'Preview' });

  await page.getByLabel('Title', { exact: true }).fill('Midnight Kitchen');
  await page.getByLabel('Background colour', { exact: true }).fill('#1a2b3c');
  await page.getByLabel('Title colour', { exact: true }).fill('#ffd166');
  await page.getByRole('group', { name: 'Title font' }).getByRole('radio', { name: 'Courier New' }).check();
  await page.getByRole('radio', { name: 'Square', exact: true }).check();
  // The preview follows before anything is saved.
  await expect(preview.getByRole('heading', { name: 'Midnight Kitchen' })).toBeVisible();
  await expect(preview.locator('header')).toHaveCSS('background-color', 'rgb(26, 43, 60)');
  await expectNoSeriousViolations(page, { include: 'main', soft: true });

  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/svc/settings/blog/${user.blogName}`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await screenshots(page, testInfo, 'blog-settings');

  await page.goto(`/blog/${user.blogName}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Midnight Kitchen' })).toBeVisible();
  const header = page.locator('header.shell-blog-header');
  await expect(header).toHaveCSS('background-color', 'rgb(26, 43, 60)');
  await expect(header.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 209, 102)');
  await expect(header.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Courier New/);
  await expect(header.locator('.shell-blog-header__avatar--square')).toBeVisible();

  // A bad colour is refused before sending, and what was typed stays.
  await page.goto(`/settings/blog/${user.blogName}`);
  await loaded(page);
  await page.getByLabel('Link colour', { exact: true }).fill('blue');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Use a colour like #1a2b3c.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your settings were not saved.');
  await expect(page.getByLabel('Link colour', { exact: true })).toHaveValue('blue');
});

test('a person uploads an avatar and sees it on the settings page, the blog page and the header', async ({ page }) => {
  const user = await registerUser(page, 'avatar');
  await page.goto(`/settings/blog/${user.blogName}`);
  await loaded(page);
  const before = await page.getByRole('img', { name: 'Current avatar' }).getAttribute('src');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/avatar') && r.request().method() === 'POST');
  await page.getByLabel('Upload an avatar').setInputFiles(await smallPng('avatar.png', '#ff4930'));
  const response = await uploaded;
  expect(response.status()).toBe(200);
  const avatar = ((await response.json()) as { response: { settings: { avatar_url: string } } }).response.settings.avatar_url;
  expect(avatar).not.toBe(before);
  await expect(page.getByRole('img', { name: 'Current avatar' })).toHaveAttribute('src', avatar);
  await expect(page.getByTestId('acting-blog')).toHaveAttribute('src', avatar);
  const image = await page.request.get(avatar);
  expect(image.headers()['content-type']).toBe('image/jpeg');

  await page.goto(`/blog/${user.blogName}`);
  await expect(page.locator('.shell-blog-header__avatar')).toHaveAttribute('src', avatar);

  // Not an image: refused in the page, nothing sent.
  await page.goto(`/settings/blog/${user.blogName}`);
  await loaded(page);
  await page
    .getByLabel('Upload an avatar')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByRole('alert')).toContainText('Choose a JPG, PNG, GIF or WebP image.');
});

test('a person creates a second blog from the account menu and switches to it', async ({ page }, testInfo) => {
  const user = await registerUser(page, 'twoblogs');
  const second = uniqueName('second');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Account/ }).click();
  const menu = page.getByRole('dialog', { name: 'Account menu' });
  await expect(menu.getByRole('link', { name: `View ${user.blogName}` })).toHaveAttribute('href', `/blog/${user.blogName}`);
  await menu.getByRole('button', { name: 'Create a new blog' }).click();
  await menu.getByLabel('Name of the new blog').fill('not a name');
  await menu.getByRole('button', { name: 'Create blog' }).click();
  await expect(menu.getByRole('alert')).toHaveText('Blog names use letters, numbers and inner hyphens only.');
  await menu.getByLabel('Name of the new blog').fill(second);
  await menu.getByRole('button', { name: 'Create blog' }).click();
  await expect(menu.getByRole('status')).toContainText(`Created ${second}.`);
  await menu.screenshot({ path: testInfo.outputPath('account-menu-created.png') });
  await expect(menu.getByRole('region', { name: 'Switch blog' })).toBeVisible();
  await menu.getByRole('button', { name: new RegExp(second) }).click();
  await expect(page.getByRole('button', { name: /^Account/ })).toHaveAttribute('title', `Acting as ${second}`);
  const session = (await (await page.request.get('/svc/session')).json()) as {
    response: { current_blog: string; blogs: { name: string }[] };
  };
  expect(session.response.current_blog).toBe(second);
  expect(session.response.blogs.map((b) => b.name)).toEqual([user.blogName, second]);

  await page.goto(`/settings/blog/${second}`);
  await loaded(page);
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: second })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a person deletes their account after confirming and is logged out', async ({ page }, testInfo) => {
  const user = await registerUser(page, 'leaving');
  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expectNoSeriousViolations(page, { include: 'main', soft: true });
  await screenshots(page, testInfo, 'account-settings');
  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByLabel('Password').fill(user.password);
  await danger.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(user.blogName);
  await dialog.getByRole('button', { name: 'Nevermind' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/account$/);

  await danger.getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const session = (await (await page.request.get('/svc/session')).json()) as { response: { logged_in: boolean } };
  expect(session.response.logged_in).toBe(false);
  const again = await page.request.post('/svc/account/login', {
    form: { email: user.email, password: user.password },
    headers: {
      'x-form-key': ((await (await page.request.get('/svc/session')).json()) as { response: { form_key: string } }).response
        .form_key,
    },
  });
  expect(again.status()).toBe(401);
  expect((await page.request.get(`/blog/${user.blogName}`, { headers: { accept: 'text/html' } })).status()).toBe(404);
});

test('notification and dashboard settings are kept, and each settings page passes axe', async ({ page }, testInfo) => {
  const user = await registerUser(page, 'notify');
  await page.goto('/settings/notifications');
  const mail = page.getByRole('region', { name: 'Email me about' });
  await expect(mail.getByRole('switch', { name: 'Likes' })).not.toBeChecked();
  await mail.getByRole('switch', { name: 'Likes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectNoSeriousViolations(page, { include: 'main', soft: true });
  await screenshots(page, testInfo, 'notification-settings');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Email me about' }).getByRole('switch', { name: 'Likes' })).toBeChecked();

  await page.goto('/settings/dashboard');
  await page.getByRole('radio', { name: /Markdown/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectNoSeriousViolations(page, { include: 'main', soft: true });
  await screenshots(page, testInfo, 'dashboard-settings-editor');
  await page.reload();
  await expect(page.getByRole('radio', { name: /Markdown/ })).toBeChecked();

  await page.goto('/settings/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expectNoSeriousViolations(page, { include: 'main', soft: true });

  // Another person's blog has no settings page for this user.
  await page.goto('/settings/blog/alex');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto(`/settings/blog/${user.blogName}`);
  await loaded(page);
  await expectNoSeriousViolations(page, { include: 'main', soft: true });
});

test('a visitor is sent to log in first, and comes back to the settings page', async ({ page }) => {
  for (const path of ['/settings/account', '/settings/notifications', '/settings/blog/alex', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
  }
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.goto('/login?redirect=%2Fsettings%2Fblog%2Falex');
  await login(page, 'alex@demo.test', 'dashdemo1');
  await page.goto('/settings/blog/alex');
  await loaded(page);
  await expect(page.getByRole('link', { name: 'View alex' })).toBeVisible();
});
