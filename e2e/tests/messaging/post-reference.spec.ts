import { expect, test } from '@playwright/test';
import { apiPost, createPost, follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';

// Spec 2 §3 "Post reference", §8 "Post message summaries": a POSTREF message is a card that lands on
// the post's permalink; the inbox row says "{blog} sent a post". (Sending one from the share popover is
// the share issue's; here A sends it through the API, as the messaging share will.)

interface Session {
  blogs: { name: string; uuid: string }[];
}

test('B reads the post A sent as a card with its blog and summary, linking to the permalink', async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await personInOwnContext(browser, 'refa');
  const b = await personInOwnContext(browser, 'refb');
  await follow(a.page, b.user.blogName);
  const title = `Shared in a message ${Date.now()}`;
  const post = await createPost(a.page, a.user.blogName, { 'post[one]': title });
  const own = ((await (await a.page.request.get('/svc/session')).json()) as { response: Session }).response.blogs[0]!;
  const other = ((await (await b.page.request.get('/svc/session')).json()) as { response: Session }).response.blogs[0]!;
  await apiPost(a.page.request, '/svc/conversations/messages', {
    participant: own.uuid,
    'participants[]': other.uuid,
    type: 'POSTREF',
    post: post.created_post.id,
    message: 'You will like this',
  });

  await b.page.goto('/dashboard');
  await b.page.getByRole('button', { name: 'Messages, 1 unread' }).click();
  const inbox = b.page.getByRole('dialog', { name: 'Inbox' });
  const row = inbox.getByRole('button', { name: new RegExp(a.user.blogName) });
  await expect(row).toContainText(`${a.user.blogName} sent a post`);
  await row.click();
  const panel = b.page.getByRole('dialog', { name: `Conversation with ${a.user.blogName}` });
  const card = panel.getByRole('link', { name: new RegExp(title) });
  await expect(card).toHaveAttribute('href', `/blog/${a.user.blogName}/post/${post.created_post.id}`);
  await expect(panel.getByText('sent a post', { exact: true })).toBeVisible();
  await expect(panel.getByText('You will like this')).toBeVisible();
});
