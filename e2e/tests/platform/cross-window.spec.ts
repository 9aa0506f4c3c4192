import { expect, test, type Page } from '@playwright/test';
import { apiPost, createPost, follow, logout, registerUser, uniqueName } from '../../support/api';
import { personInOwnContext } from '../../support/people';

// Issue 11 item 7: every cross-window fact round-trips between two tabs of one browser (two pages in
// ONE context, so they share cookies, local storage and the BroadcastChannel), and the other tab shows
// it without a reload and without waiting for a poll of its own.

const accountButton = (p: Page) => p.getByRole('button', { name: /^Account/ });
const accountMenu = (p: Page) => p.getByRole('dialog', { name: 'Account menu' });

/** A second page of the same browser context: another tab of the same browser. */
async function secondTab(page: Page, path: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(path);
  return other;
}

test('current blog: a switch in one tab moves the header, compose and activity of the other; logging out and in there does it here', async ({
  page,
}) => {
  test.slow();
  const user = await registerUser(page, 'cwblog');
  const second = uniqueName('cwsecond');
  await apiPost(page.request, '/svc/account/blogs', { blog_name: second });
  await page.goto('/dashboard');
  const other = await secondTab(page, '/dashboard');
  await expect(accountButton(other)).toHaveAttribute('title', `Acting as ${user.blogName}`);

  await accountButton(page).click();
  await accountMenu(page)
    .getByRole('button', { name: new RegExp(`^${second}`) })
    .click();
  await expect(accountButton(page)).toHaveAttribute('title', `Acting as ${second}`);

  // Header: the other tab acts as the new blog, and its menu marks it.
  await expect(accountButton(other)).toHaveAttribute('title', `Acting as ${second}`);
  await accountButton(other).click();
  await expect(accountMenu(other).locator('[aria-current]')).toContainText(second);
  await other.keyboard.press('Escape');

  // Activity: the popover shows the new current blog (its page link names it).
  await other.getByRole('button', { name: 'Activity' }).click();
  const activity = other.getByRole('dialog', { name: 'Activity' });
  await expect(activity.getByRole('link', { name: 'See everything' })).toHaveAttribute('href', `/blog/${second}/activity`);
  await other.keyboard.press('Escape');
  await expect(activity).toBeHidden();

  // Compose: a new post is posted by the new current blog.
  await other.getByRole('button', { name: 'Compose a post' }).click();
  await other.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
  const form = other.getByRole('dialog', { name: 'New text post' });
  await expect(form.getByRole('combobox', { name: 'Blog' })).toHaveValue(second);

  // Logout in the first tab: the other one is a visitor at /login, its session cookie gone too.
  await accountButton(page).click();
  await accountMenu(page).getByRole('button', { name: 'Log out' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Compose a post' })).toHaveCount(0);
  await expect(accountButton(other)).toHaveCount(0);
  const session = (await (await other.request.get('/svc/session')).json()) as { response: { logged_in: boolean } };
  expect(session.response.logged_in).toBe(false);

  // And back: signing in on the other tab's login form moves this tab, on the login page too, to the dashboard.
  await page.goto('/login');
  await other.getByLabel('Email').fill(user.email);
  await other.getByLabel('Password').fill(user.password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Compose a post' })).toBeVisible();
  await expect(accountButton(page)).toBeVisible();
});

test('unread counts: one tab’s poll moves the other tab’s inbox badge, which does not poll for it', async ({ browser }) => {
  test.slow();
  const reader = await personInOwnContext(browser, 'cwread');
  const sender = await personInOwnContext(browser, 'cwsend');
  // The server lets a blog start a conversation only with a blog it follows.
  await follow(sender.page, reader.user.blogName);
  const a = reader.page;
  await a.goto('/dashboard');
  // Tab B has polled once (before the message exists); its next poll is a minute away.
  const b = await a.context().newPage();
  const isPoll = (url: string) => new URL(url).pathname === '/services/poll';
  const firstPoll = b.waitForResponse((response) => isPoll(response.url()));
  await b.goto('/dashboard');
  await firstPoll;
  const badge = (p: Page) => p.getByRole('button', { name: /^Messages/ });
  await expect(badge(b)).toHaveAccessibleName('Messages');

  const senderSession = (await (await sender.page.request.get('/svc/session')).json()) as {
    response: { blogs: { uuid: string }[] };
  };
  const readerSession = (await (await a.request.get('/svc/session')).json()) as { response: { blogs: { uuid: string }[] } };
  await apiPost(sender.page.request, '/svc/conversations/messages', {
    participant: senderSession.response.blogs[0]!.uuid,
    participants: readerSession.response.blogs[0]!.uuid,
    type: 'TEXT',
    message: `Hello from the other side ${Date.now()}`,
  });
  const polls: string[] = [];
  b.on('request', (request) => {
    if (isPoll(request.url())) polls.push(request.url());
  });

  // Opening the inbox in tab A polls at once; tab B's badge follows over the window channel.
  await badge(a).click();
  await expect(badge(a)).toHaveAccessibleName('Messages, 1 unread');
  await expect(badge(b)).toHaveAccessibleName('Messages, 1 unread', { timeout: 10_000 });
  expect(polls).toEqual([]);
});

test('follow, subscribe and block in one tab show on the other tab’s blog page, post cards and blog overlay', async ({
  page,
}) => {
  test.slow();
  const author = await registerUser(page, 'cwauthor');
  const title = `Cross-window post ${Date.now()}`;
  await createPost(page, author.blogName, { 'post[one]': title });
  await logout(page);
  await registerUser(page, 'cwfan');

  // Tab A: the blog's page. Tab B: the same page with the blog overlay open over it.
  await page.goto(`/blog/${author.blogName}`);
  const header = (p: Page) => p.locator('header.shell-blog-header');
  await expect(header(page).getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  const other = await secondTab(page, `/blog/${author.blogName}`);
  const card = other.getByRole('feed').getByRole('article').filter({ hasText: title });
  await card.getByRole('link', { name: author.blogName, exact: true }).first().click();
  const overlay = other.getByRole('dialog', { name: `${author.blogName}'s blog` });
  await expect(overlay.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  // Follow in A: B's overlay, its blog page header and the card's menu say Unfollow.
  await header(page).getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(header(page).getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();

  // Subscribe in B's overlay: A's card menu offers Unsubscribe.
  await overlay.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(overlay.getByRole('button', { name: 'Unsubscribe', exact: true })).toBeVisible();
  const postInA = page.getByRole('feed').getByRole('article').filter({ hasText: title });
  await postInA.getByRole('button', { name: 'More options for this post' }).click();
  await expect(page.getByRole('menuitem', { name: `Unsubscribe from ${author.blogName}` })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: `Unfollow ${author.blogName}` })).toBeVisible();

  // Block from A's card menu: B's overlay closes and B's blog page header has no Follow any more.
  await page.getByRole('menuitem', { name: `Block ${author.blogName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(overlay).toBeHidden();
  await expect(header(other)).toBeVisible();
  await expect(header(other).getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0);
});

test('conversation windows: opening, minimising and closing one in a tab does the same in the other', async ({ browser }) => {
  test.slow();
  const me = await personInOwnContext(browser, 'cwwin');
  const friend = await personInOwnContext(browser, 'cwfriend');
  await follow(me.page, friend.user.blogName);
  const a = me.page;
  await a.goto('/dashboard');
  const b = await secondTab(a, '/dashboard');
  await expect(b.getByRole('button', { name: /^Messages/ })).toBeVisible();

  const panel = (p: Page) => p.getByRole('dialog', { name: `Conversation with ${friend.user.blogName}` });
  const minimised = (p: Page) => p.getByRole('button', { name: new RegExp(`^Open conversation with ${friend.user.blogName}`) });
  await a.goto(`/conversation/new/${friend.user.blogName}`);
  await expect(panel(a)).toBeVisible();
  await expect(panel(b)).toBeVisible();

  await panel(a).getByRole('button', { name: 'Minimize' }).click();
  await expect(minimised(a)).toBeVisible();
  await expect(minimised(b)).toBeVisible();
  await expect(panel(b)).toHaveCount(0);

  // And back the other way: B unminimises, then closes it.
  await minimised(b).click();
  await expect(panel(b)).toBeVisible();
  await expect(panel(a)).toBeVisible();
  await panel(b).getByRole('button', { name: 'Close' }).click();
  await expect(panel(b)).toHaveCount(0);
  await expect(panel(a)).toHaveCount(0);
  await expect(minimised(a)).toHaveCount(0);
});

test('the guided tour: skipping it in one tab hides it in the other', async ({ page }) => {
  test.slow();
  await registerUser(page, 'cwtour', { tour: true });
  await page.goto('/dashboard');
  const other = await secondTab(page, '/dashboard');
  const step = (p: Page) => p.getByRole('dialog', { name: 'Post something' });
  await expect(step(page)).toBeVisible();
  await expect(step(other)).toBeVisible();

  await page.getByRole('button', { name: 'Skip the tour' }).click();
  await expect(step(page)).toBeHidden();
  await expect(step(other)).toBeHidden();
  // Nothing told the server twice, and neither tab shows it again on this page.
  await expect(other.getByRole('button', { name: 'Compose a post' })).toBeVisible();
  const session = (await (await other.request.get('/svc/session')).json()) as { response: { user: { tour_done: boolean } } };
  expect(session.response.user.tour_done).toBe(true);
});
