import { expect, test } from '@playwright/test';
import { apiPost, login } from '../../support/api';

interface SessionBody {
  response: { blogs: Array<{ name: string; uuid: string }> };
}

test('the inbox button shows the unread badge from the poll and the inbox lists conversations', async ({ page, browser }) => {
  // Demo users have verified e-mail addresses and conversations (server/README.md).
  const senderContext = await browser.newContext({ baseURL: 'http://127.0.0.1:8181' });
  const sender = await senderContext.newPage();
  await login(sender, 'sam@demo.test', 'dashdemo1');
  const senderBlog = ((await (await sender.request.get('/svc/session')).json()) as SessionBody).response.blogs[0]!;

  await login(page, 'alex@demo.test', 'dashdemo1');
  const alexBlogs = ((await (await page.request.get('/svc/session')).json()) as SessionBody).response.blogs;
  const text = `Are you around? ${Date.now()}`;
  await apiPost(sender.request, '/svc/conversations/messages', {
    participant: senderBlog.uuid,
    participants: alexBlogs[0]!.uuid,
    type: 'TEXT',
    message: text,
  });
  await senderContext.close();

  await page.goto('/dashboard');
  const button = page.getByRole('button', { name: /^Messages, \d+ unread$/ });
  await expect(button).toBeVisible();
  await button.click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  await expect(inbox.getByText(text.slice(0, 40))).toBeVisible();
  await expect(inbox.getByText(senderBlog.name).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inbox).toBeHidden();
});
