import { expect, test, type Browser } from '@playwright/test';
import { createPost, registerUser, uniqueName } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 10, sitewide search: /search?q= (the header's GET form) lands on /search/{term}, which shows
// every blog's public posts with the word and the blogs whose name matches; the filters (Top / Recent
// Posts, the post type, Original Posts, Safe search) live in the address; a visitor with JavaScript
// off reads the results and applies filters with the form.

interface Seeded {
  word: string;
  blogName: string;
  textTitle: string;
  quoteText: string;
  nsfwTitle: string;
  secret: string;
}

/** A fresh author (in a context of their own) posts a text, a quote and an nsfw-tagged post with a word only they use. */
async function seed(browser: Browser): Promise<Seeded> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerUser(page, 'finder');
  const word = `qz${Date.now().toString(36)}lark`;
  const seeded = {
    word,
    blogName: user.blogName,
    textTitle: `A ${word} at dawn`,
    quoteText: `Every ${word} sings twice`,
    nsfwTitle: `The ${word} after dark`,
    secret: `hush${Date.now().toString(36)}`,
  };
  await createPost(page, user.blogName, { 'post[one]': seeded.textTitle, 'post[two]': `<p>Seen near the river.</p>` });
  await createPost(page, user.blogName, {
    'post[type]': 'quote',
    'post[one]': `<p>${seeded.quoteText}</p>`,
    'post[two]': 'An old saying',
  });
  await createPost(page, user.blogName, { 'post[one]': seeded.nsfwTitle, 'post[tags]': 'nsfw' });
  // A private post is never in sitewide search, not even for its author.
  await createPost(page, user.blogName, { 'post[one]': `Private ${seeded.secret}`, 'post[state]': 'private' });
  const own = await page.goto(`/search/${seeded.secret}`);
  expect(own?.status()).toBe(200);
  await expect(page.getByText(`Nothing here about ${seeded.secret}.`)).toBeVisible();
  await context.close();
  return seeded;
}

test('another member finds the post through /search?q=, filters change the address and the results', async ({
  browser,
  page,
}, testInfo) => {
  const s = await seed(browser);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat/i.test(m.text())) problems.push(m.text());
  });
  await registerUser(page, 'seeker');

  // What the header's form submits: the term and its hidden fields at their defaults.
  await page.goto(`/search?q=${s.word}&filter_nsfw=false&sort=top&filter_post_type=any`);
  await expect(page).toHaveURL(new RegExp(`/search/${s.word}\\?filter_nsfw=false&sort=top&filter_post_type=any$`));
  await expect(page).toHaveTitle(`Search results for ${s.word}`);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for ${s.word}` })).toBeVisible();
  const results = page.getByRole('feed', { name: `Posts about ${s.word}` });
  await expect(results.getByRole('article')).toHaveCount(3);
  await expect(results.getByRole('heading', { name: s.textTitle })).toBeVisible();
  await expect(results.getByText(s.quoteText)).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`search-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, { include: 'main' });

  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByRole('combobox', { name: 'Post type' }).focus();
  await filters.getByRole('combobox', { name: 'Post type' }).selectOption({ label: 'Quote' });
  await expect(page).toHaveURL(new RegExp(`/search/${s.word}\\?filter_post_type=quote$`));
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByText(s.quoteText)).toBeVisible();
  // Focus stays on the control that changed (the page is not mounted again).
  await expect(filters.getByRole('combobox', { name: 'Post type' })).toBeFocused();

  await filters.getByRole('combobox', { name: 'Post type' }).selectOption({ label: 'All Types' });
  await filters.getByRole('radio', { name: 'Recent Posts' }).check();
  await expect(page).toHaveURL(new RegExp(`/search/${s.word}\\?sort=recent$`));
  // Newest first: the nsfw post was written last.
  await expect(results.getByRole('article').first()).toContainText(s.nsfwTitle);
  await filters.getByRole('switch', { name: 'Safe search' }).check();
  await expect(page).toHaveURL(new RegExp(`/search/${s.word}\\?sort=recent&filter_nsfw=true$`));
  await expect(results.getByRole('article')).toHaveCount(2);
  await expect(results.getByText(s.nsfwTitle)).toHaveCount(0);
  await filters.getByRole('checkbox', { name: 'Original Posts' }).check();
  await expect(page).toHaveURL(/post_role=original/);
  await expect(results.getByRole('article')).toHaveCount(2);

  // The address is the search: a reload shows the same, Back the filters before.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Safe search' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Recent Posts' })).toBeChecked();
  await expect(results.getByRole('article')).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search/${s.word}\\?sort=recent&filter_nsfw=true$`));
  await expect(page.getByRole('checkbox', { name: 'Original Posts' })).not.toBeChecked();

  // The blogs whose name matches, above the posts, link to their pages.
  await page.goto(`/search/${s.blogName}`);
  const blogs = page.getByRole('region', { name: 'Blogs' });
  await expect(blogs.getByRole('button', { name: `Follow ${s.blogName}` })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`search-blogs-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, { include: 'main' });
  await blogs.getByRole('link', { name: s.blogName }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${s.blogName}$`));
  await expect(page.getByRole('feed', { name: 'Posts' }).getByRole('article')).toHaveCount(3);

  await page.goto(`/search/${uniqueName('nothing')}`);
  await expect(page.getByText(/^Nothing here about nothing-/)).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('a visitor with JavaScript blocked', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the results of /search?q= and applies filters with the form', async ({ browser, page }) => {
    const s = await seed(browser);
    const res = await page.goto(`/search?q=${s.word}`);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/search/${s.word}$`));
    await expect(page).toHaveTitle(`Search results for ${s.word}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Search results for ${s.word}`);
    const results = page.getByRole('feed', { name: `Posts about ${s.word}` });
    await expect(results.getByRole('article')).toHaveCount(3);
    await expect(results.getByRole('heading', { name: s.textTitle })).toBeVisible();

    const filters = page.getByRole('form', { name: 'Search filters' });
    await filters.getByRole('combobox', { name: 'Post type' }).selectOption({ label: 'Text' });
    await filters.getByRole('switch', { name: 'Safe search' }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${s.word}\\?sort=top&filter_post_type=text&filter_nsfw=true$`));
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('heading', { name: s.textTitle })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Safe search' })).toBeChecked();
  });
});
