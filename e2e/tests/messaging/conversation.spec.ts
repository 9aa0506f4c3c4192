import { expect, test } from '@playwright/test';
import { follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Two fresh accounts, each in its own browser context, signed in through the API and verified
// through their verification mail (sending, fetching and polling need a verified e-mail, spec 2 §1).
// The server lets a blog start a conversation only with blogs its user follows (409 otherwise,
// server/src/services/messaging.ts assertMaySend), so A follows B first; B replies in the existing
// conversation, which needs no follow.

test('A opens a conversation by address and sends; B sees the unread badge and the message and replies; the reply reaches A by polling', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const a = await personInOwnContext(browser, 'msga');
  const b = await personInOwnContext(browser, 'msgb');
  await follow(a.page, b.user.blogName);

  // A: the address opens a new conversation with B's blog (the messaging remote loads at once).
  await a.page.goto(`/conversation/new/${b.user.blogName}`);
  const panelA = a.page.getByRole('dialog', { name: `Conversation with ${b.user.blogName}` });
  await expect(panelA).toBeVisible();
  await expect(panelA.getByRole('link', { name: b.user.blogName })).toHaveAttribute('href', `/blog/${b.user.blogName}`);
  const boxA = panelA.getByRole('textbox', { name: `Message to ${b.user.blogName}` });
  await expect(boxA).toBeEnabled();
  await expect(boxA).toBeFocused();
  await expect(panelA.getByRole('button', { name: 'Send' })).toBeDisabled();
  const hello = `Hello from A ${Date.now()}`;
  await boxA.fill(`  ${hello}  `);
  await boxA.press('Enter');
  await expect(boxA).toHaveValue('');
  const sentA = panelA.getByTestId('message').filter({ hasText: hello });
  await expect(sentA).toBeVisible();
  await expect(sentA).not.toHaveClass(/msg-msg--(queued|pending|failed)/);

  // B: the unread badge on the inbox button, then the message in the inbox and in the window.
  await b.page.goto('/dashboard');
  const inboxButton = b.page.getByRole('button', { name: 'Messages, 1 unread' });
  await expect(inboxButton).toBeVisible();
  await inboxButton.click();
  const inbox = b.page.getByRole('dialog', { name: 'Inbox' });
  await inbox.getByRole('button', { name: new RegExp(a.user.blogName) }).click();
  const panelB = b.page.getByRole('dialog', { name: `Conversation with ${a.user.blogName}` });
  await expect(panelB.getByTestId('message').filter({ hasText: hello })).toBeVisible();
  // Opening it marked it read: the badge drops.
  await expect(b.page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();

  const reply = `Reply from B ${Date.now()}`;
  const boxB = panelB.getByRole('textbox', { name: `Message to ${a.user.blogName}` });
  await expect(boxB).toBeEnabled();
  await boxB.fill(reply);
  await panelB.getByRole('button', { name: 'Send' }).click();
  await expect(panelB.getByTestId('message').filter({ hasText: reply })).toBeVisible();

  // A: the conversation's own poll (15 s interval) brings the reply in.
  await expect(panelA.getByTestId('message').filter({ hasText: reply })).toBeVisible({ timeout: 40_000 });

  // The window on a wide and on a phone screen (attached to the report).
  for (const width of [1440, 390]) {
    await a.page.setViewportSize({ width, height: 844 });
    await expect(panelA).toBeVisible();
    await a.page.screenshot({ path: testInfo.outputPath(`conversation-${width}.png`) });
  }

  await a.page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(a.page, { include: '.msg-dock', soft: true });

  // Minimize: a tab with B's avatar; the tab opens the window again.
  await panelA.getByRole('button', { name: 'Minimize' }).click();
  const tab = a.page.getByRole('button', { name: `Open conversation with ${b.user.blogName}` });
  await expect(tab).toBeVisible();
  await expect(panelA).toBeHidden();
  await expectNoSeriousViolations(a.page, { include: '.msg-dock', soft: true });
  await tab.click();
  await expect(panelA.getByTestId('message').filter({ hasText: reply })).toBeVisible();

  // Close returns to the dashboard.
  await panelA.getByRole('button', { name: 'Close' }).click();
  await expect(panelA).toBeHidden();
  await expect(a.page).toHaveURL(/\/dashboard$/);

  await a.page.context().close();
  await b.page.context().close();
});
