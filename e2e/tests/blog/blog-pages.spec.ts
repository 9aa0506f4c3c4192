import { expect, test, type Page } from '@playwright/test';
import { createPost, registerUser, uniqueName } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 10, "pages that land": /blog/{name}, /blog/{name}/tagged/{tag} and the permalink
// /blog/{name}/post/{id} are pages of their own, server-rendered (read with JavaScript off), open to
// visitors, with OpenGraph tags; the peepr puts the blog's address in the address bar and Back closes it.

async function writer(page: Page) {
  const user = await registerUser(page, 'bpage');
  const tag = uniqueName('btag');
  const tagged = await createPost(page, user.blogName, { 'post[one]': `Tagged post of ${user.blogName}`, 'post[tags]': tag });
  const other = await createPost(page, user.blogName, { 'post[one]': `Another post of ${user.blogName}` });
  await page.context().clearCookies();
  return { ...user, tag, taggedId: tagged.created_post.id, otherId: other.created_post.id };
}

test.describe('a visitor with JavaScript blocked', () => {
  test.use({ javaScriptEnabled: false });

  test("reads a blog's page, a tag page and a permalink; the permalink has OpenGraph tags", async ({ page }) => {
    const w = await writer(page);
    const blog = await page.goto(`/blog/${w.blogName}`);
    expect(blog?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: w.blogName })).toBeVisible();
    const posts = page.getByRole('feed', { name: 'Posts' });
    await expect(posts.getByRole('heading', { name: `Tagged post of ${w.blogName}` })).toBeVisible();
    await expect(posts.getByRole('heading', { name: `Another post of ${w.blogName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Follow' })).toHaveAttribute('href', `/follow/${w.blogName}`);

    await page.goto(`/blog/${w.blogName}/tagged/${w.tag}`);
    const tagged = page.getByRole('feed', { name: `Posts tagged #${w.tag}` });
    await expect(tagged.getByRole('article')).toHaveCount(1);
    await expect(page).toHaveTitle(`#${w.tag} on ${w.blogName}`);

    const post = await page.goto(`/blog/${w.blogName}/post/${w.taggedId}`);
    expect(post?.status()).toBe(200);
    await expect(page.getByRole('feed', { name: 'Post' }).getByRole('article')).toHaveCount(1);
    await expect(page).toHaveTitle(`Tagged post of ${w.blogName} | ${w.blogName}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Tagged post of ${w.blogName}`);

    const missing = await page.goto(`/blog/${w.blogName}/post/999999999`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect((await page.goto(`/blog/${uniqueName('nobody')}`))?.status()).toBe(404);
  });
});

test('with JavaScript, the permalink hydrates, offers more from the blog, and has no serious axe violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat/i.test(m.text())) problems.push(m.text());
  });
  const w = await writer(page);
  await page.goto(`/blog/${w.blogName}/post/${w.taggedId}`);
  const more = page.getByRole('navigation', { name: `More from ${w.blogName}` });
  await expect(more.getByRole('link', { name: `Another post of ${w.blogName}` })).toBeVisible();
  await more.getByRole('link', { name: `Another post of ${w.blogName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${w.blogName}/post/${w.otherId}$`));
  await expect(
    page.getByRole('feed', { name: 'Post' }).getByRole('heading', { name: `Another post of ${w.blogName}` }),
  ).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`permalink-${width}.png`), fullPage: true });
  }
  await expectNoSeriousViolations(page, { include: 'main', soft: true });
  expect(problems).toEqual([]);
});

test("the peepr shows the blog's address; Back closes it and keeps the page; a reload is the blog's page", async ({ page }) => {
  const w = await writer(page);
  await registerUser(page, 'reader');
  await page.goto(`/tagged/${w.tag}`);
  const article = page.getByRole('feed').getByRole('article').first();
  await article.getByRole('link', { name: w.blogName, exact: true }).first().click();
  const overlay = page.getByRole('dialog', { name: `${w.blogName}'s blog` });
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${w.blogName}$`));
  await expect(page).toHaveTitle(w.blogName);
  // The page under it is still the tag page.
  await expect(page.getByRole('heading', { name: `#${w.tag}` })).toBeAttached();
  await page.goBack();
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tagged/${w.tag}$`));
  await page.goForward();
  await expect(overlay).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: w.blogName })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `${w.blogName}'s blog` })).toHaveCount(0);
});
