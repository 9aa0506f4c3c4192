import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, createPost, uploadPhoto } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';
import { smallPng } from '../../support/media';
import { personInOwnContext } from '../../support/people';

// Issue 13: a photo's alt text, written by its poster, is the image's `alt` wherever the post is
// shown (the feed, the blog overlay, the permalink page), and its ALT badge opens the text for sighted
// readers; a photo without one is described from what is known ("Photo 2 of 2 by {blog}").
// Needs the server to store `alt[<key>]` (issue 13 alt-server part).
test.describe.configure({ timeout: 150_000 });

/** The photo with the written alt, the one without, and the badge that opens the text. */
async function expectAlts(article: Locator, alt: string, author: string) {
  await expect(article.getByRole('img', { name: alt, exact: true })).toBeVisible();
  await expect(article.getByRole('img', { name: `Photo 2 of 2 by ${author}`, exact: true })).toBeVisible();
  // One badge: only the described photo has one.
  await expect(article.getByRole('button', { name: 'Show alt text' })).toHaveCount(1);
}

/** Opens the badge of `article` and checks the popover shows the text, then closes it with Escape. */
async function openBadge(page: Page, article: Locator, alt: string) {
  const badge = article.getByRole('button', { name: 'Show alt text' });
  await expect(badge).toHaveText('ALT');
  await badge.click();
  const dialog = page.getByRole('dialog', { name: 'Alt text' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(alt);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(badge).toBeFocused();
}

test('a photo posted with alt text shows it as the image’s alt in the feed, the blog overlay and the permalink, and the ALT badge opens it', async ({
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const alt = `A green square on white, the colour of moss ${stamp}`;
  const caption = `Alt text post ${stamp}`;

  // The author posts a photoset through the API: the first photo described, the second not.
  const author = await personInOwnContext(browser, 'altauthor', { verified: false });
  const first = await uploadPhoto(author.page, await smallPng(`alt-${stamp}-1.png`, '#2e7d32'));
  const second = await uploadPhoto(author.page, await smallPng(`alt-${stamp}-2.png`, '#1565c0'));
  const saved = await createPost(author.page, author.user.blogName, {
    'post[type]': 'photo',
    'post[two]': `<p>${caption}</p>`,
    'images[o1]': first,
    'alt[o1]': alt,
    'images[o2]': second,
    'post[photoset_order]': 'o1,o2',
    'post[photoset_layout]': '2',
  });
  const postId = saved.created_post.id;

  // A reader who follows the author, in a browser of their own.
  const reader = await personInOwnContext(browser, 'altreader', { verified: false });
  const page = reader.page;
  await apiPost(page.request, '/svc/follow', { tumblelog: author.user.blogName });

  // The feed.
  await page.goto('/dashboard');
  const card = page.getByRole('feed').getByRole('article').filter({ hasText: caption }).first();
  await expect(card).toBeVisible();
  await expectAlts(card, alt, author.user.blogName);
  await openBadge(page, card, alt);

  // A click outside closes it too; the popover passes axe.
  await card.getByRole('button', { name: 'Show alt text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alt text' });
  await expect(dialog).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running'));
    await page.screenshot({ path: testInfo.outputPath(`alt-popover-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, { include: '.kit-alt-popover' });
  await page.mouse.click(5, 300);
  await expect(dialog).toBeHidden();

  // The blog overlay (peepr), opened from the author's name.
  await card.getByRole('link', { name: author.user.blogName, exact: true }).first().click();
  const overlay = page.getByRole('dialog', { name: `${author.user.blogName}'s blog` });
  await expect(overlay).toBeVisible();
  const inOverlay = overlay.getByRole('feed').getByRole('article').filter({ hasText: caption }).first();
  await expect(inOverlay).toBeVisible();
  await expectAlts(inOverlay, alt, author.user.blogName);
  await openBadge(page, inOverlay, alt);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // The permalink page, as the server renders it and once hydrated.
  const html = await (
    await page.request.get(`/blog/${author.user.blogName}/post/${postId}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain(`alt="${alt}"`);
  await page.goto(`/blog/${author.user.blogName}/post/${postId}`);
  const permalink = page.getByRole('feed', { name: 'Post' }).getByRole('article');
  await expect(permalink).toHaveCount(1);
  await expectAlts(permalink, alt, author.user.blogName);
  await openBadge(page, permalink, alt);

  await reader.page.context().close();
  await author.page.context().close();
});
