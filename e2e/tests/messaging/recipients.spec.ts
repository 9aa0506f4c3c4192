import { expect, test } from '@playwright/test';
import { demoBlogNames, follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Recipient search and the empty inbox (spec 2 §2 screens 3, 4 and 6). A fresh, verified account
// follows another fresh account's blog (the server lets a blog start a conversation only with blogs
// its user follows) and a few demo blogs (favourites = followed blogs, most recent first).

test('empty inbox suggestions, then Compose message finds a followed blog by name and the keyboard opens its conversation', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const a = await personInOwnContext(browser, 'rcpa');
  const b = await personInOwnContext(browser, 'rcpb', { verified: false });
  const demos = (await demoBlogNames(a.page)).slice(0, 5);
  for (const name of demos) await follow(a.page, name);
  await follow(a.page, b.user.blogName);

  await a.page.goto('/dashboard');
  await a.page.getByRole('button', { name: /^Messages/ }).click();
  const inbox = a.page.getByRole('dialog', { name: 'Inbox' });

  // Empty inbox: the heading, the avatar grid (whole rows of 4, at least one) and up to 5 favourites.
  // (The first-use tutorial above it has the same title, so the empty view is found by its class.)
  const emptyView = inbox.locator('.msg-empty');
  await expect(emptyView.getByRole('heading', { name: 'Talk to a Tumblr' })).toBeVisible();
  const followed = demos.length + 1;
  const gridCount = followed > 5 ? Math.min(4, followed - 5) : 0;
  const grid = inbox.getByRole('list', { name: 'Suggested Tumblrs' });
  if (gridCount > 0) {
    await expect(grid.getByRole('link')).toHaveCount(gridCount);
    await expect(grid.getByRole('link').first()).toHaveAttribute('href', /^\/messaging\/conversation\/[^/]+$/);
  }
  const more = inbox.getByRole('listbox', { name: 'More Tumblrs to talk to' });
  await expect(more.getByRole('option')).toHaveCount(Math.min(5, followed - gridCount));
  // B is shown once, in the grid or the list (follows made in the same second have no fixed order).
  await expect(inbox.locator(`a[href$="/${b.user.blogName}"]`)).toHaveCount(1);

  for (const width of [1440, 390]) {
    await a.page.setViewportSize({ width, height: 844 });
    await expect(inbox).toBeVisible();
    await a.page.screenshot({ path: testInfo.outputPath(`empty-inbox-${width}.png`) });
  }
  await a.page.setViewportSize({ width: 1280, height: 900 });

  // Compose message: the To: combobox shows the favourites, typing searches.
  await inbox.getByRole('button', { name: 'Compose message' }).click();
  const to = inbox.getByRole('combobox', { name: 'To:' });
  await expect(to).toBeFocused();
  await expect(emptyView).toBeHidden();
  const favorites = inbox.getByRole('listbox', { name: 'Favorites' });
  await expect(favorites.getByRole('option')).toHaveCount(Math.min(8, followed));
  await expect(favorites.getByRole('option', { name: new RegExp(b.user.blogName) })).toBeVisible();

  await to.fill('zzzz-nobody-by-this-name');
  await expect(
    inbox.getByText(/^(That isn't anyone\.|Uh, who\?|Huh what\?|Never heard of 'em\.|\?\?\?|Eh\?|Whaaa\?)$/),
  ).toBeVisible();

  await to.fill(b.user.blogName);
  const results = inbox.getByRole('listbox', { name: 'Tumblrs' });
  await expect(results.getByRole('option')).toHaveCount(1);
  await expect(results.getByRole('option')).toHaveAttribute('href', `/conversation/new/${b.user.blogName}`);

  for (const width of [1440, 390]) {
    await a.page.setViewportSize({ width, height: 844 });
    await expect(inbox).toBeVisible();
    await a.page.screenshot({ path: testInfo.outputPath(`recipient-search-${width}.png`) });
  }
  await a.page.setViewportSize({ width: 1280, height: 900 });

  // No serious accessibility violations in the inbox while composing (combobox, listbox, options).
  await expectNoSeriousViolations(a.page, { include: '.msg-inbox #msg-inbox-body', soft: true });

  await to.press('ArrowDown');
  await expect(results.getByRole('option')).toHaveAttribute('aria-selected', 'true');
  await expect(to).toHaveAttribute('aria-activedescendant', /.+/);
  const url = a.page.url();
  await to.press('Enter');

  // The window opens in place (no page load), the inbox closes.
  const panel = a.page.getByRole('dialog', { name: `Conversation with ${b.user.blogName}` });
  await expect(panel).toBeVisible();
  await expect(inbox).toBeHidden();
  expect(a.page.url()).toBe(url);
  await expect(panel.getByRole('textbox', { name: `Message to ${b.user.blogName}` })).toBeEnabled();

  await a.page.context().close();
  await b.page.context().close();
});
