import { expect, test } from '@playwright/test';
import { demoBlogNames, follow, registerUser } from '../../support/api';

test('the dashboard shows followed blogs newest first and loads more at 90 percent', async ({ page }) => {
  await registerUser(page, 'feed');
  for (const name of await demoBlogNames(page)) await follow(page, name);
  await page.goto('/dashboard');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(feed.getByRole('article')).toHaveCount(10);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(feed.getByRole('article')).toHaveCount(20);
});

test('posts of every type render, photos and video included', async ({ page }) => {
  await registerUser(page, 'types');
  for (const name of await demoBlogNames(page)) await follow(page, name);
  await page.goto('/explore');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  // Scroll until a photo and a video have rendered (the demo world has every type).
  for (let i = 0; i < 8; i += 1) {
    if ((await feed.locator('video').count()) > 0 && (await feed.locator('img[src*="/media/"]').count()) > 1) break;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  const photo = feed.locator('article img[src*="/media/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const video = feed.locator('article video').first();
  await expect(video).toHaveCount(1);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
});
