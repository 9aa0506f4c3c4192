import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, createPost, follow, formKey, logout, registerUser } from '../../support/api';
import { smallPng } from '../../support/media';
import { personInOwnContext } from '../../support/people';

// Issue 10: a reblog's trail is a list of entries, each the blog's name then that blog's own
// content (the original's photo in the original's entry), the same in the feed and the blog overlay.
test.describe.configure({ timeout: 120_000 });

/** A published photo post by the page's user, its photo uploaded through the API. */
async function photoPost(page: Page, blogName: string, caption: string): Promise<void> {
  const file = await smallPng(`${blogName}.png`);
  const res = await page.request.post('/svc/media/upload', {
    headers: { 'x-form-key': await formKey(page.request) },
    multipart: { photo: { name: 'cat.png', mimeType: 'image/png', buffer: readFileSync(file) } },
  });
  expect(res.ok()).toBeTruthy();
  const upload = (await res.json()) as { response: { id: string } };
  await createPost(page, blogName, { 'post[type]': 'photo', 'post[two]': `<p>${caption}</p>`, 'images[o1]': upload.response.id });
}

/** The top of each element on the page, to check the order a reader sees them in. */
async function tops(...elements: Locator[]): Promise<number[]> {
  const boxes = await Promise.all(elements.map((element) => element.boundingBox()));
  return boxes.map((box) => box?.y ?? Number.NaN);
}

/** The trail of `article`: the original's name, photo and words, then the reblogger's name and comment, in that order. */
async function expectTrail(article: Locator, original: string, reblogger: string, caption: string, comment: string) {
  const entries = article.getByRole('list', { name: 'Reblog trail' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  const [first, second] = [entries.nth(0), entries.nth(1)];
  const originalName = first.getByRole('link', { name: original, exact: true });
  const photo = first.getByRole('img', { name: `Photo by ${original}` });
  await expect(photo).toBeVisible();
  await expect(first).toContainText(caption);
  const rebloggerName = second.getByRole('link', { name: reblogger, exact: true });
  const words = second.getByText(comment);
  await expect(words).toBeVisible();
  await expect(second.getByRole('img', { name: `Photo by ${original}` })).toHaveCount(0);
  const [a, b, c, d] = await tops(originalName, photo, rebloggerName, words);
  expect(a).toBeLessThan(b!);
  expect(b).toBeLessThan(c!);
  expect(c).toBeLessThan(d!);
}

test('a photo reblogged with a comment: the original with its photo, then the reblogger’s comment, in the feed, the blog overlay and the permalink page', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const caption = `The original cat ${stamp}`;
  const comment = `Look at this cat ${stamp}`;

  const author = await registerUser(page, 'trailauthor');
  await photoPost(page, author.blogName, caption);
  await logout(page);

  // The reblogger reblogs it with a comment through the reblog form, which shows the same trail.
  const reblogger = await registerUser(page, 'trailreblog');
  await follow(page, author.blogName);
  await page.goto('/dashboard');
  const original = page.getByRole('feed').getByRole('article').filter({ hasText: caption }).first();
  await original.getByRole('button', { name: 'Reblog', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Reblog with comment' }).click();
  const form = page.getByRole('dialog', { name: `Reblog ${author.blogName}'s post` });
  const reblogged = form.getByRole('region', { name: 'Reblogged content' });
  await expect(reblogged.getByRole('list', { name: 'Reblog trail' }).getByRole('link', { name: author.blogName })).toBeVisible();
  await expect(reblogged.getByRole('img', { name: `Photo by ${author.blogName}` })).toBeVisible();
  await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(comment);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();

  // A reader who follows the reblogger, in a browser of their own.
  const reader = await personInOwnContext(browser, 'trailreader', { verified: false });
  await apiPost(reader.page.request, '/svc/follow', { tumblelog: reblogger.blogName });
  await reader.page.goto('/dashboard');
  const card = reader.page.getByRole('feed').getByRole('article').filter({ hasText: comment }).first();
  await expect(card).toBeVisible();
  await expectTrail(card, author.blogName, reblogger.blogName, caption, comment);

  // The reblogger's name opens the blog overlay: the same card, with a working Like.
  await card.getByRole('link', { name: reblogger.blogName, exact: true }).first().click();
  const overlay = reader.page.getByRole('dialog', { name: `${reblogger.blogName}'s blog` });
  await expect(overlay).toBeVisible();
  const inOverlay = overlay.getByRole('feed').getByRole('article').filter({ hasText: comment }).first();
  await expect(inOverlay).toBeVisible();
  await expectTrail(inOverlay, author.blogName, reblogger.blogName, caption, comment);
  const like = inOverlay.getByRole('button', { name: 'Like', exact: true });
  const liked = reader.page.waitForResponse((r) => r.url().endsWith('/svc/like') && r.request().method() === 'POST');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect((await liked).ok()).toBeTruthy();

  // The feed's card heard of the like too.
  await reader.page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The reblog's permalink is a page of its own with the same card and trail.
  const postId = await card.getAttribute('data-post-id');
  await reader.page.goto(`/blog/${reblogger.blogName}/post/${postId}`);
  const permalink = reader.page.getByRole('feed', { name: 'Post' }).getByRole('article');
  await expect(permalink).toHaveCount(1);
  await expectTrail(permalink, author.blogName, reblogger.blogName, caption, comment);
  await reader.page.context().close();
});
