import { expect, test } from '@playwright/test';
import { apiPost, createPost, follow } from '../../support/api';
import { mailsTo } from '../../support/outbox';
import { personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 11 item 5 (spec 3 §2 screen 15, §3 "Activity notification", §4 "Activity popover"): what
// another person does shows in the activity popover and on the full page /blog/{name}/activity,
// which "See everything" opens; the page filters by type and pages through older notifications.

test.describe.configure({ timeout: 180_000 });

test("B likes and mentions A: it shows in A's activity popover, and See everything opens the full page with it", async ({
  browser,
}) => {
  const a = await personInOwnContext(browser, 'acta', { verified: false });
  const b = await personInOwnContext(browser, 'actb', { verified: false });
  const post = await createPost(a.page, a.user.blogName, { 'post[one]': `Liked words of ${a.user.blogName}` });
  await apiPost(b.page.request, '/svc/like', { id: post.created_post.id });
  await createPost(b.page, b.user.blogName, { 'post[two]': `<p>Say hello to @${a.user.blogName}!</p>` });

  await a.page.goto('/dashboard');
  await a.page.getByRole('button', { name: 'Activity' }).click();
  const popover = a.page.getByRole('dialog', { name: 'Activity' });
  const liked = popover.getByRole('listitem').filter({ hasText: 'liked your post' });
  await expect(liked.getByRole('link', { name: b.user.blogName, exact: true })).toBeVisible();
  await expect(popover.getByRole('listitem').filter({ hasText: 'mentioned you in a post' })).toBeVisible();

  // "See everything" lands on the page (not the dashboard) and closes the popover.
  await popover.getByRole('link', { name: 'See everything' }).click();
  await expect(a.page).toHaveURL(`/blog/${a.user.blogName}/activity`);
  await expect(popover).toBeHidden();
  const page = a.page.locator('.activity-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Notes over the last 30 days: 1 total' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'liked your post' })).toContainText(b.user.blogName);
  await expect(page.getByRole('link', { name: `Liked words of ${a.user.blogName}` }).first()).toHaveAttribute(
    'href',
    `/blog/${a.user.blogName}/post/${post.created_post.id}`,
  );
  await expectNoSeriousViolations(a.page, { include: '.shell-activity-page' });

  for (const width of [390, 1440]) {
    await a.page.setViewportSize({ width, height: 900 });
    await a.page.screenshot({ path: `test-results/activity-page-${width}.png`, fullPage: true });
  }

  // The trend-line icon in the popover leads to the same page too (reloaded from the dashboard).
  await a.page.goto('/dashboard');
  await a.page.getByRole('button', { name: 'Activity' }).click();
  await popover.getByRole('link', { name: `Activity page for ${a.user.blogName}` }).click();
  await expect(a.page).toHaveURL(`/blog/${a.user.blogName}/activity`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

  // B may not see A's activity: Page not found (404 when loaded).
  const response = await b.page.goto(`/blog/${a.user.blogName}/activity`);
  expect(response?.status()).toBe(404);
  await expect(b.page.getByRole('heading', { name: /not found/i })).toBeVisible();
});

test('the page filters by type in the address and pages through older notifications', async ({ browser }) => {
  const a = await personInOwnContext(browser, 'actpa', { verified: false });
  const b = await personInOwnContext(browser, 'actpb', { verified: false });
  await follow(b.page, a.user.blogName);
  const ids: string[] = [];
  for (let i = 0; i < 22; i++)
    ids.push((await createPost(a.page, a.user.blogName, { 'post[one]': `Post ${i}` })).created_post.id);
  for (const id of ids) await apiPost(b.page.request, '/svc/like', { id });

  await a.page.goto(`/blog/${a.user.blogName}/activity`);
  const page = a.page.locator('.activity-page');
  const items = page.locator('.activity-item');
  await expect(items).toHaveCount(20);
  const filters = page.getByRole('navigation', { name: 'Filter activity' });
  await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

  // Older: the next 3 (the two oldest likes and the follow), and no older page after them.
  await page.getByRole('link', { name: 'Older notifications' }).click();
  await expect(a.page).toHaveURL(new RegExp(`/blog/${a.user.blogName}/activity\\?before=\\d+\\.\\d+$`));
  await expect(items).toHaveCount(3);
  await expect(page.getByRole('listitem').filter({ hasText: 'started following you' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Older notifications' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Newest notifications' }).click();
  await expect(items).toHaveCount(20);

  // Filter: Follows, in the address; a reload keeps it.
  await filters.getByRole('link', { name: 'Follows' }).click();
  await expect(a.page).toHaveURL(`/blog/${a.user.blogName}/activity?type=follower`);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('started following you');
  await a.page.reload();
  await expect(filters.getByRole('link', { name: 'Follows' })).toHaveAttribute('aria-current', 'page');
  await expect(items).toHaveCount(1);
  await filters.getByRole('link', { name: 'Mentions' }).click();
  await expect(page.getByText('No mentions yet.')).toBeVisible();
});

test('Share on the page opens the older share popover: its email form sends, says Sent! and closes', async ({ browser }) => {
  const a = await personInOwnContext(browser, 'actsa');
  const b = await personInOwnContext(browser, 'actsb', { verified: false });
  const title = `Shared from activity ${Date.now()}`;
  const post = await createPost(a.page, a.user.blogName, { 'post[one]': title });
  await apiPost(b.page.request, '/svc/like', { id: post.created_post.id });

  await a.page.goto(`/blog/${a.user.blogName}/activity`);
  await a.page
    .locator('.activity-page')
    .getByRole('button', { name: `Share ${title}` })
    .click();
  const popover = a.page.getByRole('dialog', { name: 'Share this post' });
  await popover.getByRole('button', { name: 'Email' }).click();
  const form = popover.getByRole('form', { name: 'Share by Email' });
  const address = `older-${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: 'Email address' }).fill(address);
  await form.getByRole('textbox', { name: 'Message (optional)' }).fill('From my activity');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(popover.getByRole('button', { name: 'Sent!' })).toBeVisible();
  // "Sent!" fades out after 1250 ms (150 ms fade), then the popover closes.
  await expect(popover).toBeHidden({ timeout: 5_000 });
  const mails = mailsTo(address);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.body).toContain('From my activity');
  expect(mails[0]!.body).toContain(`/blog/${a.user.blogName}/post/${post.created_post.id}`);
});

test('a visitor is sent to log in first', async ({ page }) => {
  await page.goto('/blog/someone/activity?type=like');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fblog%2Fsomeone%2Factivity%3Ftype%3Dlike$/);
});
