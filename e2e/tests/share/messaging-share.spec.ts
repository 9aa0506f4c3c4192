import { expect, test } from '@playwright/test';
import { createPost, follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 11 items 3 and 4 (spec 3 §2 screens 12 and 13): A shares B's post to B from the share popover's
// messaging share; the conversation opens in A and B receives the post card. Then B uses the message
// controls: Delete (confirm) and Block. Two fresh, verified accounts in their own browser contexts.

test('A sends B’s post to B from the share popover; B reads the card, deletes a message and blocks A', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const a = await personInOwnContext(browser, 'msha');
  const b = await personInOwnContext(browser, 'mshb');
  await follow(a.page, b.user.blogName);
  const title = `Worth a message ${Date.now()}`;
  const post = await createPost(b.page, b.user.blogName, { 'post[one]': title });

  // A: the post in the dashboard, its Share button, the messaging share over the options.
  await a.page.goto('/dashboard');
  const article = a.page.getByRole('feed').getByRole('article').filter({ hasText: title });
  await article.getByRole('button', { name: 'Share' }).click();
  const popover = a.page.getByRole('dialog', { name: 'Share this post' });
  const search = popover.getByRole('searchbox', { name: 'Message to...' });
  await expect(search).toBeVisible();
  const favorites = popover.getByRole('list', { name: 'Favorites' });
  await expect(favorites.getByRole('button', { name: b.user.blogName })).toBeVisible();
  await expect(popover.getByRole('link', { name: 'Permalink' })).toBeVisible();
  await expectNoSeriousViolations(a.page, { include: '.share-popover' });

  // Typing searches (250 ms debounce); a name nobody has gives the no-results message.
  await search.fill('zz-nobody-zz');
  await expect(popover.getByText('No one found for “zz-nobody-zz”.')).toBeVisible();
  await search.fill(b.user.blogName);
  const found = popover.getByRole('list', { name: 'Blogs found' });
  await found.getByRole('button', { name: b.user.blogName }).click();

  // The message box replaces the search; the options row is hidden.
  const box = popover.getByRole('form', { name: `Message to ${b.user.blogName}` });
  await expect(box.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Say something if you like...');
  await expect(popover.getByRole('link', { name: 'Permalink' })).toHaveCount(0);
  await expectNoSeriousViolations(a.page, { include: '.share-popover' });
  for (const width of [1440, 390]) {
    await a.page.setViewportSize({ width, height: 844 });
    await a.page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running'));
    await a.page.screenshot({ path: testInfo.outputPath(`messaging-share-${width}.png`) });
  }
  await a.page.setViewportSize({ width: 1280, height: 900 });
  await box.getByRole('textbox', { name: 'Message' }).fill('You wrote this!');
  await box.getByRole('button', { name: 'Send' }).click();

  // The popover closes and the conversation opens in A with the post card.
  await expect(popover).toBeHidden();
  const panelA = a.page.getByRole('dialog', { name: `Conversation with ${b.user.blogName}` });
  await expect(panelA.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    `/blog/${b.user.blogName}/post/${post.created_post.id}`,
  );
  await expect(panelA.getByText('You wrote this!')).toBeVisible();

  // B: the inbox row, the card and the text.
  await b.page.goto('/dashboard');
  // Two messages: the post, then the text (spec 3 §3).
  await b.page.getByRole('button', { name: 'Messages, 2 unread' }).click();
  const inbox = b.page.getByRole('dialog', { name: 'Inbox' });
  await inbox.getByRole('button', { name: new RegExp(a.user.blogName) }).click();
  const panelB = b.page.getByRole('dialog', { name: `Conversation with ${a.user.blogName}` });
  await expect(panelB.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  const text = panelB.getByTestId('message').filter({ hasText: 'You wrote this!' });

  // Message controls on A's message: Block, Report, Delete; Escape closes them.
  await text.getByRole('button', { name: 'Message controls' }).click();
  const controls = b.page.getByRole('dialog', { name: 'Message controls' });
  await expect(controls.getByRole('button', { name: `Block ${a.user.blogName}` })).toBeVisible();
  await expect(controls.getByRole('link', { name: 'Report' })).toHaveAttribute('href', /^\/abuse\?message=\d+$/);
  await expectNoSeriousViolations(b.page, { include: '.msg-actions' });
  await b.page.keyboard.press('Escape');
  await expect(controls).toBeHidden();
  await expect(text.getByRole('button', { name: 'Message controls' })).toBeFocused();

  // Delete: Nevermind keeps it; Delete removes it for B (the post stays), also after a reload, and A
  // still has it.
  await b.page.keyboard.press('Enter');
  await controls.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = b.page.getByRole('alertdialog', { name: 'Are you sure you want to delete this?' });
  await confirmDelete.getByRole('button', { name: 'Nevermind' }).click();
  await expect(text).toBeVisible();
  await text.getByRole('button', { name: 'Message controls' }).click();
  await controls.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(text).toHaveCount(0);
  await expect(panelB.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await b.page.reload();
  await b.page.getByRole('button', { name: /^Messages/ }).click();
  await inbox.getByRole('button', { name: new RegExp(a.user.blogName) }).click();
  await expect(panelB.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(panelB.getByText('You wrote this!')).toHaveCount(0);
  await a.page.goto(`/conversation/new/${b.user.blogName}`);
  await expect(panelA.getByText('You wrote this!')).toBeVisible();

  // Block from the controls of the card message: spec 3's confirmation, then A is blocked.
  const card = panelB.getByTestId('message').filter({ has: b.page.getByRole('link', { name: new RegExp(title) }) });
  await card.getByRole('button', { name: 'Message controls' }).click();
  await controls.getByRole('button', { name: `Block ${a.user.blogName}` }).click();
  const confirmBlock = b.page.getByRole('alertdialog', {
    name: `Are you sure you want to block ${a.user.blogName} from ${b.user.blogName}?`,
  });
  await confirmBlock.getByRole('button', { name: 'Block' }).click();
  await expect(b.page.getByText(`${a.user.blogName} is blocked.`)).toBeVisible();

  await a.page.context().close();
  await b.page.context().close();
});
