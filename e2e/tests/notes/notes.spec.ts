import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, createPost, follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 10 item 7, "N notes": the likes, reblogs (with their comments) and replies of a post, newest
// first, under the post; a reply sent from the card joins the open list with a toast; visitors read
// a public post's notes on its permalink, where they are open (and server-rendered).

const BASE_URL = 'http://127.0.0.1:8181';

function card(page: Page, postId: string): Locator {
  return page
    .getByRole('feed')
    .getByRole('article')
    .and(page.locator(`[data-post-id="${postId}"]`));
}

test('a like, a reblog with its comment and a reply are the notes, newest first, for the author, the reader and a visitor', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Notable ${stamp}`;
  const comment = `So very true ${stamp}`;
  const replyText = `What a lovely post ${stamp}`;

  // A posts; B follows A, in a browser of their own.
  const a = await personInOwnContext(browser, 'notesa', { verified: false });
  const postId = (await createPost(a.page, a.user.blogName, { 'post[one]': title })).created_post.id;
  const b = await personInOwnContext(browser, 'notesb', { verified: false });
  await follow(b.page, a.user.blogName);
  const reader = b.user.blogName;

  // B likes it and reblogs it with a comment.
  await b.page.goto('/dashboard');
  const post = card(b.page, postId);
  const like = post.getByRole('button', { name: 'Like', exact: true });
  const liked = b.page.waitForResponse((r) => r.url().endsWith('/svc/like') && r.request().method() === 'POST');
  await like.click();
  expect((await liked).ok()).toBeTruthy();
  await post.getByRole('button', { name: 'Reblog', exact: true }).click();
  await b.page.getByRole('menuitem', { name: 'Reblog with comment' }).click();
  const form = b.page.getByRole('dialog', { name: `Reblog ${a.user.blogName}'s post` });
  await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(comment);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();

  // B opens the notes, then replies: the reply is on top of the open list, counted, with a toast.
  await b.page.reload();
  const notesButton = post.getByRole('button', { name: '2 notes' });
  await expect(notesButton).toHaveAttribute('aria-expanded', 'false');
  await notesButton.click();
  await expect(notesButton).toHaveAttribute('aria-expanded', 'true');
  const openList = post.getByRole('region', { name: 'Notes' });
  await expect(openList.getByRole('listitem')).toHaveCount(2);
  await post.getByRole('button', { name: 'Reply', exact: true }).click();
  await post.getByRole('textbox', { name: `Reply to ${a.user.blogName}` }).fill(replyText);
  await post.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(b.page.getByRole('status').filter({ hasText: 'Your reply was sent.' })).toBeVisible();
  await expect(openList.getByRole('listitem')).toHaveCount(3);
  await expect(openList.getByRole('listitem').first()).toContainText(replyText);
  await expect(openList.getByRole('tab', { name: 'Replies 1' })).toBeVisible();
  await expect(post.getByRole('button', { name: '3 notes' })).toBeVisible();

  // A opens "3 notes": all three, newest first, each under B's blog. The list's code is not part of
  // the feed's first page: it is fetched on the first open.
  const chunks: string[] = [];
  a.page.on('request', (r) => {
    if (/\/post-notes\.[0-9a-f]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await a.page.goto('/dashboard');
  const own = card(a.page, postId);
  const ownButton = own.getByRole('button', { name: '3 notes' });
  await expect(ownButton).toBeVisible();
  await a.page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await ownButton.click();
  const list = own.getByRole('region', { name: 'Notes' });
  await expect(ownButton).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  await expect(list.getByRole('listitem')).toHaveText([
    new RegExp(`${reader} replied.*${replyText}`),
    new RegExp(`${reader} reblogged this.*${comment}`),
    new RegExp(`${reader} liked this`),
  ]);
  expect(chunks).toHaveLength(1);
  await expect(list.getByRole('link', { name: reader, exact: true }).first()).toHaveAttribute('href', `/blog/${reader}`);
  // The tabs, by keyboard: Replies keeps the reply only.
  await list.getByRole('tab', { name: 'All 3' }).focus();
  await a.page.keyboard.press('ArrowRight');
  await expect(list.getByRole('tab', { name: 'Replies 1' })).toBeFocused();
  await a.page.keyboard.press('Enter');
  await expect(list.getByRole('tab', { name: 'Replies 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('listitem')).toHaveText([new RegExp(replyText)]);
  await list.getByRole('tab', { name: 'All 3' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousViolations(a.page, { include: `[data-post-id="${postId}"] .pk-notes`, soft: true });
  for (const width of [390, 1440]) {
    await a.page.setViewportSize({ width, height: 900 });
    await own.scrollIntoViewIfNeeded();
    await own.screenshot({ path: test.info().outputPath(`notes-open-${width}.png`) });
  }

  // A visitor reads them on the permalink, where they are open; no reply box. The reblog's link is
  // the reblog's page.
  const visitorContext = await browser.newContext({ baseURL: BASE_URL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/blog/${a.user.blogName}/post/${postId}`);
  const permalink = card(visitor, postId);
  await expect(permalink.getByRole('button', { name: '3 notes' })).toHaveAttribute('aria-expanded', 'true');
  const visitorList = permalink.getByRole('region', { name: 'Notes' });
  await expect(visitorList.getByRole('listitem')).toHaveCount(3);
  await expect(visitorList.getByText(replyText)).toBeVisible();
  await expect(permalink.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(visitor, { include: `[data-post-id="${postId}"] .pk-notes`, soft: true });
  await visitor.setViewportSize({ width: 390, height: 900 });
  await visitor.screenshot({ path: test.info().outputPath('notes-permalink-390.png'), fullPage: true });
  await visitorList.getByRole('link', { name: 'reblogged this' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/${reader}/post/\\d+$`));
  await expect(visitor.getByRole('feed', { name: 'Post' }).getByRole('article').getByText(comment)).toBeVisible();

  await visitorContext.close();
  await a.page.context().close();
  await b.page.context().close();
});

test.describe('a visitor with JavaScript blocked', () => {
  test.use({ javaScriptEnabled: false });

  test("reads a permalink's notes in the server's HTML", async ({ page, browser }) => {
    const a = await personInOwnContext(browser, 'notesjs', { verified: false });
    const postId = (await createPost(a.page, a.user.blogName, { 'post[one]': `Plain notes ${Date.now()}` })).created_post.id;
    const b = await personInOwnContext(browser, 'notesjsb', { verified: false });
    const key = (
      await (await b.page.request.get(`/svc/indash_blog/posts?tumblelog_name_or_id=${a.user.blogName}&post_id=${postId}`)).json()
    ).response.posts[0].reblog_key as string;
    await apiPost(b.page.request, '/svc/reply', { post_id: postId, reply_text: 'Read without scripts', tumblelog_key: key });
    await page.goto(`/blog/${a.user.blogName}/post/${postId}`);
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes.getByText('Read without scripts')).toBeVisible();
    await expect(notes.getByRole('link', { name: b.user.blogName, exact: true })).toHaveAttribute(
      'href',
      `/blog/${b.user.blogName}`,
    );
    await a.page.context().close();
    await b.page.context().close();
  });
});
