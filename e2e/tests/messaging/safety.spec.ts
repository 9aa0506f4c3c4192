import { expect, test, type Page } from '@playwright/test';
import { follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 9, safety slice: B deletes a conversation from the Actions menu (it leaves B's inbox), then
// blocks A from the Actions menu, and A's next message is refused. Two fresh, verified accounts in
// their own browser contexts; A follows B so A may start conversations (server assertMaySend).

/** A opens (or reopens) the conversation with B by address and sends `text`; returns the window. */
async function sendFromA(page: Page, to: string, text: string) {
  await page.goto(`/conversation/new/${to}`);
  const panel = page.getByRole('dialog', { name: `Conversation with ${to}` });
  const box = panel.getByRole('textbox', { name: `Message to ${to}` });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
  return panel;
}

/** B opens the inbox and the conversation with A from its row. */
async function openFromInbox(page: Page, from: string) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Messages, 1 unread' }).click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  await inbox.getByRole('button', { name: new RegExp(from) }).click();
  return page.getByRole('dialog', { name: `Conversation with ${from}` });
}

test('B deletes a conversation from the Actions menu, then blocks A; A can no longer send', async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const a = await personInOwnContext(browser, 'safea');
  const b = await personInOwnContext(browser, 'safeb');
  await follow(a.page, b.user.blogName);

  // A → B.
  const hello = `Hello from A ${Date.now()}`;
  const panelA = await sendFromA(a.page, b.user.blogName, hello);
  await expect(panelA.getByTestId('message').filter({ hasText: hello })).not.toHaveClass(/msg-msg--(queued|pending|failed)/);

  // B: the first inbox shows the tutorial once (in the flow, above the rows).
  await b.page.goto('/dashboard');
  await b.page.getByRole('button', { name: 'Messages, 1 unread' }).click();
  const inbox = b.page.getByRole('dialog', { name: 'Inbox' });
  await expect(inbox.getByRole('region', { name: 'Talk to a Tumblr' })).toBeVisible();
  await b.page.screenshot({ path: testInfo.outputPath('safety-tutorial.png') });
  // No serious accessibility violation in the inbox with the tutorial (once the confetti has fallen).
  await expectNoSeriousViolations(b.page, { include: '.msg-inbox', soft: true });
  await inbox.getByRole('button', { name: new RegExp(a.user.blogName) }).click();
  const panelB = b.page.getByRole('dialog', { name: `Conversation with ${a.user.blogName}` });
  await expect(panelB.getByTestId('message').filter({ hasText: hello })).toBeVisible();
  // The icebreakers header: A follows B, B does not follow A.
  await expect(panelB.getByTestId('icebreakers')).toContainText(/Followed you (a moment|\d+ minutes?) ago/);

  for (const width of [1440, 390]) {
    await b.page.setViewportSize({ width, height: 844 });
    await panelB.getByRole('button', { name: 'Actions' }).click();
    await expect(b.page.getByRole('dialog', { name: 'Conversation actions' })).toBeVisible();
    await b.page.screenshot({ path: testInfo.outputPath(`safety-actions-${width}.png`) });
    await b.page.keyboard.press('Escape');
  }
  await b.page.setViewportSize({ width: 1280, height: 900 });

  // Delete: confirm, the window goes, and the conversation is gone from B's inbox.
  await panelB.getByRole('button', { name: 'Actions' }).click();
  await b.page.getByRole('dialog', { name: 'Conversation actions' }).getByRole('button', { name: 'Delete conversation' }).click();
  const confirmDelete = b.page.getByRole('alertdialog', { name: 'Permanently delete this conversation?' });
  await expect(confirmDelete.getByRole('button', { name: 'Nevermind' })).toBeVisible();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(panelB).toBeHidden();
  await b.page.getByRole('button', { name: /^Messages/ }).click();
  await expect(inbox).toBeVisible();
  await expect(inbox.getByRole('region', { name: 'Talk to a Tumblr' })).toHaveCount(0);
  await expect(inbox.getByRole('progressbar')).toHaveCount(0);
  await expect(inbox.getByRole('button', { name: new RegExp(a.user.blogName) })).toHaveCount(0);
  await b.page.keyboard.press('Escape');

  // A writes again in the same conversation (A's window is still open): it comes back to B's inbox
  // with only the new message (server migration 011). B opens it and blocks A from the Actions menu.
  const again = `Still there? ${Date.now()}`;
  await sendFromA(a.page, b.user.blogName, again);
  const panelB2 = await openFromInbox(b.page, a.user.blogName);
  await expect(panelB2.getByTestId('message').filter({ hasText: again })).toBeVisible();
  await expect(panelB2.getByTestId('message').filter({ hasText: hello })).toHaveCount(0);
  await panelB2.getByRole('button', { name: 'Actions' }).click();
  await b.page
    .getByRole('dialog', { name: 'Conversation actions' })
    .getByRole('button', { name: `Block ${a.user.blogName}` })
    .click();
  const confirmBlock = b.page.getByRole('alertdialog', { name: 'Block messages from this sender?' });
  await confirmBlock.getByRole('button', { name: 'Block' }).click();
  await expect(b.page.getByText(`${a.user.blogName} is blocked.`)).toBeVisible();

  // A's next message is refused, with no retry.
  const refused = `Hello? ${Date.now()}`;
  const panelA3 = await sendFromA(a.page, b.user.blogName, refused);
  const failed = panelA3.getByTestId('message').filter({ hasText: refused });
  await expect(failed.getByRole('alert')).toContainText("Can't send this post.");
  await expect(failed.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await a.page.context().close();
  await b.page.context().close();
});
