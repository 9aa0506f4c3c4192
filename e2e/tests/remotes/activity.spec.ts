import { expect, test } from '@playwright/test';
import { apiPost, registerUser } from '../../support/api';

test('the activity popover lists the current blog’s real notifications', async ({ page, browser }) => {
  const author = await registerUser(page, 'act');
  const saved = await apiPost<{ created_post: { id: string; reblog_key: string } }>(page.request, '/svc/post/update', {
    channel_id: author.blogName,
    'post[type]': 'regular',
    'post[one]': 'Notice me',
    'post[two]': '<p>A post to like</p>',
    'post[state]': '0',
  });

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  const fan = await registerUser(fanPage, 'fan');
  await apiPost(fanPage.request, '/svc/like', { id: saved.created_post.id, key: saved.created_post.reblog_key });
  await apiPost(fanPage.request, '/svc/follow', { tumblelog: author.blogName });
  await fanContext.close();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Activity' }).click();
  const popover = page.getByRole('dialog', { name: 'Activity' });
  await expect(popover.getByText('Today')).toBeVisible();
  await expect(popover.getByText(fan.blogName).first()).toBeVisible();
  // Only the fan's items: tests running beside this one may follow the same new blog.
  await expect(popover.getByText(/liked your post/).filter({ hasText: fan.blogName })).toBeVisible();
  await expect(popover.getByText(/following you/).filter({ hasText: fan.blogName })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
});

test('a blog without activity shows the empty state', async ({ page }) => {
  await registerUser(page, 'quiet');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Activity' }).click();
  await expect(page.getByText('Check out this tab when you make a post to see Likes, Reblogs, and new followers.')).toBeVisible();
});
