import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, createPost, follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 13 "Edit history": an edited published post shows "Edited" with the time; a click opens its
// versions newest first with the words removed and added; the author may delete a version, a reader
// (another account, in a browser of their own) reads the history but has no delete. A reblog made
// before the edit keeps the words it reblogged and says the original was edited after.

function card(page: Page, postId: string): Locator {
  return page
    .getByRole('feed')
    .getByRole('article')
    .and(page.locator(`[data-post-id="${postId}"]`));
}

test('an edited post shows "Edited" and its earlier version; the author may delete it, a reader may not', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const a = await personInOwnContext(browser, 'hista', { verified: false });
  const b = await personInOwnContext(browser, 'histb', { verified: false });
  const blog = a.user.blogName;
  const saved = await createPost(a.page, blog, {
    'post[one]': `Garden notes ${stamp}`,
    'post[two]': '<p>The tulips are yellow this spring.</p>',
  });
  const postId = saved.created_post.id;
  await follow(b.page, blog);
  // B reblogs it before the edit.
  const reblog = await apiPost<{ created_post: { id: string } }>(b.page.request, '/svc/post/update', {
    channel_id: b.user.blogName,
    reblog_post_id: postId,
    reblog_key: saved.created_post.reblog_key,
    'post[two]': '<p>Lovely.</p>',
    'post[state]': '0',
  });

  // A edits it through the spec's edit call (what /edit/{postId} sends).
  await apiPost(a.page.request, '/svc/post/update', {
    channel_id: blog,
    post_id: postId,
    'post[one]': `Garden notes ${stamp}`,
    'post[two]': '<p>The tulips are red this spring.</p>',
    'post[state]': '0',
    editor_type: 'rich',
  });

  // The author: "Edited", the version with "yellow" removed and "red" added, and a delete.
  await a.page.goto('/dashboard');
  const own = card(a.page, postId);
  const edited = own.getByRole('button', { name: /^Edited/ });
  await expect(edited).toBeVisible();
  await expect(edited.locator('time')).toHaveAttribute('title', /\d{4}/);
  await edited.click();
  const dialog = a.page.getByRole('dialog', { name: 'Edit history' });
  await expect(dialog).toBeVisible();
  const versions = dialog.getByRole('list', { name: 'Earlier versions, newest first' });
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  await expect(versions.locator('del')).toContainText('yellow');
  await expect(versions.locator('ins')).toContainText('red');
  await expect(dialog.getByRole('button', { name: 'Delete this version' })).toBeVisible();
  await expectNoSeriousViolations(a.page, { include: '[role="dialog"]', soft: true });
  for (const width of [1440, 390]) {
    await a.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await a.page.screenshot({ path: test.info().outputPath(`edit-history-${width}.png`) });
  }
  await a.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edited).toBeFocused();

  // The reader: the same history, no delete.
  await b.page.goto('/dashboard');
  const theirs = card(b.page, postId);
  await theirs.getByRole('button', { name: /^Edited/ }).click();
  const readerDialog = b.page.getByRole('dialog', { name: 'Edit history' });
  await expect(readerDialog.locator('del')).toContainText('yellow');
  await expect(readerDialog.locator('ins')).toContainText('red');
  await expect(readerDialog.getByRole('button', { name: 'Delete this version' })).toHaveCount(0);
  await readerDialog.getByRole('button', { name: 'Close' }).click();
  await expect(readerDialog).toBeHidden();

  // B's reblog still shows what B reblogged, and says the original was edited after.
  const reblogCard = card(b.page, reblog.created_post.id);
  await expect(reblogCard).toContainText('The tulips are yellow this spring.');
  const note = reblogCard.getByRole('link', { name: `${blog} edited this post after it was reblogged` });
  await expect(note).toHaveAttribute('href', `/blog/${blog}/post/${postId}`);
  await expectNoSeriousViolations(b.page, { include: `[data-post-id="${reblog.created_post.id}"]`, soft: true });

  // The author deletes the version (after confirming): none is left.
  await edited.click();
  await dialog.getByRole('button', { name: 'Delete this version' }).click();
  const confirm = a.page.getByRole('alertdialog', { name: 'Delete this version?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('No earlier versions are kept.')).toBeVisible();

  // A reader who tries anyway is refused.
  const key = (await (await b.page.request.get('/svc/session')).json()).response.form_key as string;
  const refused = await b.page.request.delete(`/svc/post/versions?post_id=${postId}&version_id=1`, {
    headers: { 'x-form-key': key },
  });
  expect(refused.status()).toBe(403);
  await a.page.context().close();
  await b.page.context().close();
});
