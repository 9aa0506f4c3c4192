import { expect, test } from '@playwright/test';
import { login, registerUser } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';

// An axe run on each screen a user meets: no serious or critical violation. Each run takes a few
// seconds on a busy page, so these tests get more time than the default.
test.describe.configure({ timeout: 180_000 });

test('the visitor pages have no serious accessibility violation', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectNoSeriousViolations(page, { soft: true });
  }
});

test('the dashboard and every popover have no serious accessibility violation', async ({ page }) => {
  // A demo user, read only: it has several blogs, conversations and notifications to render.
  await login(page, 'alex@demo.test', 'dashdemo1');
  await page.goto('/dashboard');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activity' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });

  await page.getByRole('button', { name: /^Account/ }).click();
  await expect(page.getByRole('dialog', { name: 'Account menu' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Messages/ }).click();
  await expect(page.getByRole('dialog', { name: 'Inbox' }).getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Activity' }).click();
  // The seeded notifications are from the last hours: "Today", or "Yesterday" just after midnight.
  await expect(page.getByRole('dialog', { name: 'Activity' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
  await page.keyboard.press('Escape');

  await page.getByRole('feed').getByRole('article').first().getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Share this post' }).getByRole('link', { name: 'Permalink' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Compose a post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a post' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
  await expect(page.getByRole('dialog', { name: 'New text post' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New text post' })).toBeHidden();

  const article = page.getByRole('feed').getByRole('article').first();
  await article.locator('a[href^="/blog/"]').first().click();
  const overlay = page.getByRole('dialog', { name: /'s blog$/ });
  await expect(overlay.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
});

test('the post form of every type, the inline chooser, the GIF search and the shortcuts help have no serious violation', async ({
  page,
}) => {
  await registerUser(page, 'axeform');
  await page.goto('/dashboard');
  await expect(page.getByRole('tablist', { name: 'Create a post' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });

  for (const type of ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video']) {
    await page.goto(`/new/${type}`);
    const form = page.getByRole('dialog', { name: `New ${type} post` });
    await expect(form).toBeVisible();
    // Wait for the rich editor chunk (Quill) where the type has a rich field.
    if (type !== 'chat') await expect(form.locator('.ql-editor').first()).toBeVisible();
    await expectNoSeriousViolations(page, { soft: true });
    if (type === 'photo') {
      await form.getByRole('button', { name: 'Add a GIF' }).click();
      const search = page.getByRole('dialog', { name: 'GIF search' });
      await search.getByRole('textbox', { name: 'Find a GIF' }).fill('cat');
      await expect(search.getByRole('group', { name: 'GIFs for cat' })).toBeVisible();
      await expectNoSeriousViolations(page, { soft: true });
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();
    }
    await form.getByRole('button', { name: 'Post options' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, { soft: true });
    await page.keyboard.press('Escape');
  }

  await page.goto('/dashboard');
  await expect(page.getByRole('tablist', { name: 'Create a post' })).toBeVisible();
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
});
