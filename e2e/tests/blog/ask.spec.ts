import { expect, test, type Page } from '@playwright/test';
import { createPost, follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Spec 3 §2 screens 5 and 14, §4 "Ask form", §5, §8: two fresh people. A asks B through B's blog
// (the peepr opened from B's post on A's dashboard, or the /blog/{name}/ask address); B finds the
// question in the inbox page.

test.describe.configure({ timeout: 150_000 });

const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

test('A asks B from B’s blog; the link rule, the toast; B reads it in the inbox with A’s name', async ({ browser }, testInfo) => {
  const a = await personInOwnContext(browser, 'asker');
  const b = await personInOwnContext(browser, 'askee');
  const bName = b.user.blogName;
  await createPost(b.page, bName, { 'post[one]': `Ask me things, says ${bName}` });
  await follow(a.page, bName);

  // B's post on A's dashboard → B's blog (the peepr) → the messaging icon → "Ask a question".
  await a.page.goto('/dashboard');
  const post = a.page
    .getByRole('feed')
    .getByRole('article')
    .filter({ hasText: `Ask me things, says ${bName}` });
  await post.getByRole('link', { name: bName, exact: true }).first().click();
  const peepr = a.page.getByRole('dialog', { name: `${bName}'s blog` });
  await expect(peepr.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const icon = peepr.getByRole('button', { name: `Ask or message ${bName}` });
  await icon.click();
  const menu = a.page.getByRole('dialog', { name: `Ask or message ${bName}` });
  await expect(menu.getByRole('button', { name: 'Send a message' })).toBeVisible();
  await menu.getByRole('link', { name: 'Ask a question' }).click();

  const modal = a.page.getByRole('dialog', { name: 'Ask me anything' });
  await expect(modal).toBeVisible();
  const question = modal.getByRole('textbox', { name: `Your question for ${bName}` });
  await expect(question).toBeFocused();
  await expect(modal.getByRole('checkbox', { name: 'Ask anonymously' })).toBeVisible();
  const ask = modal.getByRole('button', { name: 'Ask' });
  await expect(ask).toBeDisabled();

  // Links are refused before anything is sent.
  await question.fill('see www.example.com');
  await ask.click();
  await expect(modal.getByRole('alert')).toHaveText("Sorry, but please don't include links in questions.");

  // Enter is blocked; the counter shows at 100 left or fewer.
  await question.fill('');
  await question.pressSequentially('Line one');
  await question.press('Enter');
  await question.pressSequentially(' two');
  await expect(question).toHaveValue('Line one two');
  await question.fill('q'.repeat(470));
  await expect(modal.locator('.blog-ask-counter')).toHaveText('30 characters left');
  await expect(modal.locator('.blog-ask-counter')).toHaveClass(/blog-ask-counter--warning/);

  const text = `What is your favourite colour, ${bName}?`;
  await question.fill(text);
  await expect(modal.getByRole('alert')).toHaveText('');
  await expectNoSeriousViolations(a.page, { include: '.blog-ask' });
  for (const width of [1440, 390]) {
    await a.page.setViewportSize({ width, height: 844 });
    await settled(a.page);
    await a.page.screenshot({ path: testInfo.outputPath(`ask-modal-${width}.png`) });
  }
  await a.page.setViewportSize({ width: 1280, height: 900 });

  await ask.click();
  await expect(modal).toBeHidden();
  await expect(icon).toBeFocused();
  const toast = a.page
    .getByRole('status')
    .locator('.shell-toast')
    .filter({ hasText: `Question sent to ${bName}` });
  await expect(toast).toBeVisible();
  await expect(toast.locator('img')).toHaveAttribute('src', /\/media\//);
  await a.page.screenshot({ path: testInfo.outputPath('ask-toast-1280.png') });

  // B's inbox page: the question, asked by A.
  await b.page.goto('/inbox');
  const asked = b.page.getByRole('feed').getByRole('article').filter({ hasText: text });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText(`${a.user.blogName} asked:`);
});

test('an anonymous ask through /blog/{name}/ask shows no name in the inbox', async ({ browser }, testInfo) => {
  const a = await personInOwnContext(browser, 'anonask');
  const b = await personInOwnContext(browser, 'anonrcv');
  const bName = b.user.blogName;

  await a.page.goto(`/blog/${bName}/ask`);
  const modal = a.page.getByRole('dialog', { name: 'Ask me anything' });
  await expect(modal).toBeVisible();
  // The address becomes the blog's: its page is under the form.
  await expect(a.page).toHaveURL(new RegExp(`/blog/${bName}$`));
  await expect(a.page.getByRole('heading', { level: 1, name: bName })).toBeAttached();

  const text = `Guess who is asking, ${bName}?`;
  await modal.getByRole('textbox').fill(text);
  await modal.getByRole('checkbox', { name: 'Ask anonymously' }).check();
  await modal.getByRole('button', { name: 'Ask' }).click();
  await expect(modal).toBeHidden();
  const toast = a.page
    .getByRole('status')
    .locator('.shell-toast')
    .filter({ hasText: `Question sent to ${bName}` });
  await expect(toast).toBeVisible();
  await expect(toast.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await a.page.screenshot({ path: testInfo.outputPath('ask-anonymous-toast-1280.png') });

  await b.page.goto('/inbox');
  const asked = b.page.getByRole('feed').getByRole('article').filter({ hasText: text });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText('Anonymous asked:');
  await expect(asked).not.toContainText(a.user.blogName);
});

test('a visitor at /blog/{name}/ask is sent to log in, with the way back to the form', async ({ browser }) => {
  const b = await personInOwnContext(browser, 'visitask');
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:8181' });
  const page = await context.newPage();
  await page.goto(`/blog/${b.user.blogName}/ask`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fblog%2F[^%]+%2Fask$/);
  await context.close();
});
