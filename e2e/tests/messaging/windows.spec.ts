import { expect, test } from '@playwright/test';
import { follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';

// Spec 2 §4 "Persistence": the open and minimised conversation windows are saved to local storage
// (keys messaging:{user}:open / :minimized) and restored on the next load. A fresh verified person
// follows two fresh blogs (the server lets a blog start conversations only with blogs it follows).

test('open and minimised conversation windows are restored after a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const a = await personInOwnContext(browser, 'wina');
  const b = await personInOwnContext(browser, 'winb');
  const c = await personInOwnContext(browser, 'winc');
  await follow(a.page, b.user.blogName);
  await follow(a.page, c.user.blogName);

  // A talks to B: the first message creates the conversation.
  await a.page.goto(`/conversation/new/${b.user.blogName}`);
  const panelB = a.page.getByRole('dialog', { name: `Conversation with ${b.user.blogName}` });
  const boxB = panelB.getByRole('textbox', { name: `Message to ${b.user.blogName}` });
  await expect(boxB).toBeEnabled();
  const hello = `Hello B ${Date.now()}`;
  await boxB.fill(hello);
  await boxB.press('Enter');
  await expect(panelB.getByTestId('message').filter({ hasText: hello })).not.toHaveClass(/msg-msg--(queued|pending|failed)/);

  // A new page (an address): B's window comes back from storage, and opening C minimises it.
  await a.page.goto(`/conversation/new/${c.user.blogName}`);
  const panelC = a.page.getByRole('dialog', { name: `Conversation with ${c.user.blogName}` });
  await expect(panelC).toBeVisible();
  const tabB = a.page.getByRole('button', { name: new RegExp(`^Open conversation with ${b.user.blogName}`) });
  await expect(tabB).toBeVisible();
  await expect(panelB).toHaveCount(0);
  const keys = await a.page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('messaging:'))
      .sort(),
  );
  expect(keys).toEqual([expect.stringMatching(/^messaging:.+:minimized$/), expect.stringMatching(/^messaging:.+:open$/)]);

  // Reload somewhere else: both windows are restored as they were (C open, B minimised).
  await a.page.goto('/dashboard');
  await expect(a.page.getByRole('dialog', { name: `Conversation with ${c.user.blogName}` })).toBeVisible();
  await expect(tabB).toBeVisible();

  // Unminimising B brings its conversation back (fetched from the server by its saved id).
  await tabB.click();
  await expect(panelB.getByTestId('message').filter({ hasText: hello })).toBeVisible();
  const tabC = a.page.getByRole('button', { name: new RegExp(`^Open conversation with ${c.user.blogName}`) });
  await expect(tabC).toBeVisible();

  // The dock is one Tab group in visual order: C's tab sits left of B's window (B was opened
  // before C, and unminimising does not reorder). Tab from it enters B at its first control,
  // Shift+Tab from there goes back to it.
  await tabC.focus();
  await a.page.keyboard.press('Tab');
  await expect(panelB.getByRole('link', { name: b.user.blogName })).toBeFocused();
  await a.page.keyboard.press('Shift+Tab');
  await expect(tabC).toBeFocused();
});
