import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, createPhotoPost, follow, logout, registerUser, uploadBlogImage, type TestUser } from '../../support/api';
import { expectImageRulesPass } from '../../support/axe';
import { smallPng } from '../../support/media';
import { adminInOwnContext, personInOwnContext } from '../../support/people';

// Issue 13: axe's image rules (support/axe.ts IMAGE_RULES) pass on every screen a person can reach,
// signed out and signed in, with photos on it: the demo data's photo posts, a fresh photoset, a blog
// with its own avatar and header image, a message with a photo. Any violation fails, whatever its
// impact; each screen is checked softly so one run lists every screen that fails.
test.describe.configure({ timeout: 300_000 });

const feed = (page: Page) => page.getByRole('feed').getByRole('article').first();
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const post = (page: Page) => page.getByRole('article').first();

/**
 * Opens `path`, waits for `ready` (default: the page's first heading) and runs the image rules; where
 * the screen shows photos (`ready` is the feed or a post) the rules must have looked at some images.
 */
async function check(page: Page, path: string, ready: (page: Page) => Locator = heading) {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const checked = await expectImageRulesPass(page);
    if (ready === feed || ready === post) expect.soft(checked, `images checked on ${path}`).toBeGreaterThan(0);
  });
}

/** A fresh writer with an avatar, a header image and a photoset of two; signed in on `page`. */
async function writer(page: Page, prefix: string): Promise<{ user: TestUser; postId: string; tag: string }> {
  const user = await registerUser(page, prefix);
  await uploadBlogImage(page, user.blogName, 'avatar', await smallPng(`${prefix}-avatar.png`, '#ff4930'));
  await uploadBlogImage(page, user.blogName, 'header', await smallPng(`${prefix}-header.png`, '#1f4dd8'));
  const tag = `alt${Date.now().toString(36)}`;
  const photos = [await smallPng(`${prefix}-1.png`), await smallPng(`${prefix}-2.png`, '#d0021b')];
  const post = await createPhotoPost(page, user.blogName, photos, { 'post[tags]': tag });
  return { user, postId: post.created_post.id, tag };
}

/** Opens the peepr (the blog overlay) from the first blog link of the first article of the feed. */
async function checkPeepr(page: Page, path: string) {
  await test.step(`${path}: the peepr`, async () => {
    await page.goto(path);
    await feed(page).locator('a[href^="/blog/"]').first().click();
    const overlay = page.getByRole('dialog', { name: /'s blog$/ });
    await expect(overlay.getByRole('article').first()).toBeVisible();
    expect.soft(await expectImageRulesPass(page), 'images checked in the peepr').toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  });
}

test('a visitor: feeds, search, tags, a blog, its peepr and a permalink, the forms and 404', async ({ page }) => {
  const { user, postId } = await writer(page, 'altvis');
  await logout(page);

  await check(page, '/dashboard', feed);
  await check(page, '/explore', feed);
  await check(page, '/search/photo', (p) => p.getByRole('main'));
  await check(page, '/tagged/photography', (p) => p.getByRole('main'));
  await check(page, `/blog/${user.blogName}`, feed);
  await check(page, `/blog/${user.blogName}/post/${postId}`, post);
  await checkPeepr(page, '/explore');
  await check(page, '/login', (p) => p.getByLabel('Email'));
  await check(page, '/register', (p) => p.getByLabel('Email'));
  await check(page, '/help');
  await check(page, '/no-such-page', (p) => p.getByRole('heading', { name: 'Page not found' }));
});

test('a member: every feed, the blog and its settings with avatar and header, activity, the photo form', async ({ page }) => {
  const { user, postId, tag } = await writer(page, 'altmem');
  const demo = 'alex-shoots';
  await follow(page, demo);
  // A like of a demo photo post, for /likes.
  const explore = (await (await page.request.get('/svc/post/explore/before/0')).json()) as {
    response: { posts: Array<{ id: string; type: string; blog: { name: string } }> };
  };
  const photo = explore.response.posts.find((p) => p.type === 'photo' && p.blog.name !== user.blogName);
  expect(photo, 'a demo photo post on explore').toBeDefined();
  await apiPost(page.request, '/svc/like', { id: photo!.id });

  await check(page, '/dashboard', feed);
  await check(page, '/explore', feed);
  await check(page, '/likes', (p) => p.getByRole('main'));
  await check(page, '/following', (p) => p.getByRole('main'));
  await check(page, '/inbox', (p) => p.getByRole('main'));
  await check(page, '/drafts', (p) => p.getByRole('main'));
  await check(page, '/queue', (p) => p.getByRole('main'));
  await check(page, '/search/photo', (p) => p.getByRole('main'));
  await check(page, `/tagged/${tag}`, (p) => p.getByRole('main'));
  await check(page, `/blog/${user.blogName}`, feed);
  await check(page, `/blog/${user.blogName}/post/${postId}`, post);
  await check(page, `/blog/${demo}`, feed);
  await checkPeepr(page, '/dashboard');
  await check(page, `/blog/${user.blogName}/activity`);
  for (const settings of ['account', 'dashboard', 'password', 'notifications']) await check(page, `/settings/${settings}`);
  await check(page, `/settings/blog/${user.blogName}`, (p) => p.getByRole('img', { name: 'Current avatar' }));

  await test.step('the header popovers', async () => {
    await page.goto('/dashboard');
    await expect(feed(page)).toBeVisible();
    await page.getByRole('button', { name: /^Account/ }).click();
    await expect(page.getByRole('dialog', { name: 'Account menu' })).toBeVisible();
    await expectImageRulesPass(page);
    await page.keyboard.press('Escape');
    // The header's placeholder stands in for the activity remote's button until it mounts.
    await expect(page.getByRole('button', { name: 'Activity' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Activity' }).click();
    await expect(page.getByRole('dialog', { name: 'Activity' })).toBeVisible();
    await expectImageRulesPass(page);
    await page.keyboard.press('Escape');
  });

  await test.step('the photo form with two photos chosen, and the GIF search', async () => {
    await page.goto('/new/photo');
    const form = page.getByRole('dialog', { name: 'New photo post' });
    await form
      .getByLabel('Choose photo files')
      .setInputFiles([await smallPng('form-1.png'), await smallPng('form-2.png', '#d0021b')]);
    await expect(form.getByRole('img', { name: 'Photo 2' })).toBeVisible();
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    expect.soft(await expectImageRulesPass(page), 'images checked in the photo form').toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Add a GIF' }).click();
    const search = page.getByRole('dialog', { name: 'GIF search' });
    await search.getByRole('textbox', { name: 'Find a GIF' }).fill('cat');
    await expect(search.getByRole('group', { name: 'GIFs for cat' })).toBeVisible();
    await expectImageRulesPass(page);
  });
});

test('messaging: the inbox and a conversation with a photo in it', async ({ browser }) => {
  const a = await personInOwnContext(browser, 'altmsa');
  const b = await personInOwnContext(browser, 'altmsb');
  await follow(a.page, b.user.blogName);
  await uploadBlogImage(a.page, a.user.blogName, 'avatar', await smallPng('altmsa-avatar.png', '#ff4930'));

  await a.page.goto(`/conversation/new/${b.user.blogName}`);
  const panelA = a.page.getByRole('dialog', { name: `Conversation with ${b.user.blogName}` });
  await expect(panelA.getByRole('textbox', { name: `Message to ${b.user.blogName}` })).toBeEnabled();
  const chooser = a.page.waitForEvent('filechooser');
  await panelA.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles(await smallPng('to-b.png'));
  await expect(panelA.getByRole('group', { name: 'Image preview' })).toBeVisible();
  await expectImageRulesPass(a.page);
  await panelA.getByRole('button', { name: 'Send' }).click();
  await expect(panelA.getByRole('group', { name: 'Image preview' })).toHaveCount(0);
  await expect(panelA.getByTestId('message').locator('img').first()).toBeVisible();
  await expectImageRulesPass(a.page);

  await b.page.goto('/dashboard');
  await b.page.getByRole('button', { name: /^Messages/ }).click();
  const inbox = b.page.getByRole('dialog', { name: 'Inbox' });
  await expect(inbox.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expectImageRulesPass(b.page);
  await inbox.getByRole('button', { name: new RegExp(a.user.blogName) }).click();
  const panelB = b.page.getByRole('dialog', { name: `Conversation with ${a.user.blogName}` });
  await expect(panelB.getByTestId('message').locator('img').first()).toBeVisible();
  expect.soft(await expectImageRulesPass(b.page), 'images checked in the conversation').toBeGreaterThan(0);
});

test('an admin: the outbox, reports, logged events and the abuse form', async ({ browser }) => {
  const admin = await adminInOwnContext(browser);
  await check(admin, '/dashboard', feed);
  await check(admin, '/outbox');
  await check(admin, '/admin/reports');
  await check(admin, '/admin/events');
  await check(admin, '/abuse?blog=maya-draws');
  await admin.getByRole('button', { name: /^Messages/ }).click();
  await expect(admin.getByRole('dialog', { name: 'Inbox' }).getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expectImageRulesPass(admin);
  await admin.close();
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the visitor's drawer with its splash photo, and a member's drawer and blog page", async ({ page }) => {
    const { user } = await writer(page, 'altphone');
    await check(page, `/blog/${user.blogName}`, feed);
    await page.goto('/dashboard');
    await expect(feed(page)).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectImageRulesPass(page);
    await page.screenshot({ path: test.info().outputPath('member-drawer-390.png') });

    await logout(page);
    await page.goto('/dashboard');
    await expect(feed(page)).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The splash is the newest public photo post's picture: the writer's photoset.
    await expect(menu.getByRole('link', { name: /Posted by / })).toBeVisible();
    expect.soft(await expectImageRulesPass(page), 'images checked in the drawer').toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath('visitor-drawer-390.png') });
  });
});

test('the check itself fails on an image without a text alternative, whatever its impact', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.ico';
    img.width = 16;
    img.height = 16;
    document.body.append(img);
  });
  await expect(expectImageRulesPass(page, { soft: false })).rejects.toThrow(/image-alt/);
});
