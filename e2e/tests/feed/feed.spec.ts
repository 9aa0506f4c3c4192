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
    const videos = await feed.getByRole('region', { name: /^Video by / }).count();
    if (videos > 0 && (await feed.locator('img[src*="/media/"]').count()) > 1) break;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  const photo = feed.locator('article img[src*="/media/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // A video shows its poster until played (issue 8); in view on a desktop it may start on its own.
  const region = feed.getByRole('region', { name: /^Video by / }).first();
  await region.scrollIntoViewIfNeeded();
  const play = region.getByRole('button', { name: 'Play video' });
  if (await play.isVisible()) await play.click({ timeout: 5000 }).catch(() => undefined); // unless autoplay got there first
  const video = region.locator('video').first();
  await expect(video).toHaveCount(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
});
