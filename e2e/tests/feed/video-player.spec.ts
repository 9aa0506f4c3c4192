import { expect, test, type Page } from '@playwright/test';
import { apiPost, createPost, registerUser } from '../../support/api';

interface FeedPost {
  id: string;
  type: string;
  reblog_key: string;
  content: { video?: { url: string | null; hd_url: string | null } };
}

/** A seeded video post that has an HD source, reblogged to the user's blog so it tops the dashboard. */
async function reblogDemoVideo(page: Page): Promise<void> {
  let ref = '0';
  for (let i = 0; i < 20; i += 1) {
    const res = await page.request.get(`/svc/post/explore/before/${ref}`);
    const body = (await res.json()) as { response: { posts: FeedPost[]; next_ref: string | null } };
    const video = body.response.posts.find((p) => p.type === 'video' && p.content.video?.url && p.content.video.hd_url);
    if (video) {
      await apiPost(page.request, '/fast_reblog', { reblog_post_id: video.id, reblog_key: video.reblog_key });
      return;
    }
    if (!body.response.next_ref) break;
    ref = body.response.next_ref;
  }
  throw new Error('the demo world has no video post with an HD source');
}

const state = (page: Page) =>
  page
    .getByRole('feed')
    .getByRole('article')
    .first()
    .locator('video')
    .first()
    .evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted, time: v.currentTime, src: v.currentSrc }));

test('a visible video autoplays muted, pauses off-screen, and a click stops autoplay and unmutes', async ({ page }) => {
  const user = await registerUser(page, 'video');
  for (let i = 0; i < 6; i += 1) await createPost(page, user.blogName, { 'post[one]': `Filler ${i}` });
  await reblogDemoVideo(page);
  const conversion = page.waitForRequest((r) => r.url().endsWith('/svc/log/conversion') && r.method() === 'POST');
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: /^Video by / }).first()).toBeVisible();
  await expect.poll(async () => (await state(page)).paused, { timeout: 15_000 }).toBe(false);
  expect((await state(page)).muted).toBe(true);
  await conversion;

  // Leaving the viewport pauses an autoplaying video; coming back resumes it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => (await state(page)).paused).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await state(page)).paused).toBe(false);

  // Clicking the picture of an autoplaying video pauses it and turns autoplay and mute off.
  await page.getByRole('feed').getByRole('article').first().locator('video').first().click();
  await expect.poll(async () => (await state(page)).paused).toBe(true);
  expect((await state(page)).muted).toBe(false);
});

test('the HD toggle switches sources and keeps the position and the paused state', async ({ page }) => {
  await registerUser(page, 'hd');
  await reblogDemoVideo(page);
  await page.goto('/dashboard');
  const region = page.getByRole('region', { name: /^Video by / }).first();
  await expect(region).toBeVisible();
  await expect.poll(async () => (await state(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);
  await page.getByRole('feed').getByRole('article').first().locator('video').first().click(); // pause
  await expect.poll(async () => (await state(page)).paused).toBe(true);
  const before = await state(page);
  expect(before.src).not.toContain('hd');

  const hd = region.getByRole('button', { name: 'HD' });
  await hd.click();
  await expect(hd).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await state(page)).src).toContain('hd');
  const after = await state(page);
  expect(after.paused).toBe(true);
  expect(after.muted).toBe(before.muted);
  expect(Math.abs(after.time - before.time)).toBeLessThan(0.5);
});

test.describe('on a phone', () => {
  // A phone's user agent: spec 1 §4 keeps videos from autoplaying there.
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });

  test("the player's code is requested only on play, and the video then plays", async ({ page }) => {
    await registerUser(page, 'vplay');
    await reblogDemoVideo(page);
    const playerCode: string[] = [];
    page.on('response', async (response) => {
      if (!/\/shell\/.+\.js$/.test(response.url())) return;
      const body = await response.text().catch(() => '');
      if (body.includes('VIDEOJS_NO_DYNAMIC_STYLE')) playerCode.push(response.url());
    });
    await page.goto('/dashboard');
    const region = page.getByRole('region', { name: /^Video by / }).first();
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('button', { name: 'Play video' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(playerCode).toEqual([]);
    expect(await region.locator('video').count()).toBe(0);

    await region.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => playerCode.length).toBeGreaterThan(0);
    await expect.poll(async () => (await state(page)).paused, { timeout: 15_000 }).toBe(false);
    expect((await state(page)).muted).toBe(false);
    await expect(region.getByRole('button', { name: 'Play video' })).toHaveCount(0);
  });
});
