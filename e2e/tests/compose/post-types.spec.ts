import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';
import {
  POST_TYPES,
  chooseState,
  editTags,
  feedArticles,
  fillPost,
  openNewForm,
  scheduleForTomorrow,
} from '../../support/compose';

// Every type through the UI: create, edit, reblog with a comment, delete; then queue and schedule.
test.describe.configure({ timeout: 120_000 });

for (const type of POST_TYPES) {
  test(`a ${type} post: create, edit, reblog with a comment, delete`, async ({ page }) => {
    const user = await registerUser(page, type);
    const marker = `${type} ${Date.now().toString(36)}`;
    await page.goto('/dashboard');
    let form = await openNewForm(page, type);
    await fillPost(page, form, type, marker, user.blogName);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toBeHidden();
    const original = feedArticles(page, marker).first();
    await expect(original).toBeVisible();

    // Edit: add a tag.
    const tag = `edited-${Date.now().toString(36)}`;
    await editTags(page, original, type, tag);

    // Reblog with a comment.
    const comment = `My two cents on ${marker}`;
    await original.getByRole('button', { name: 'Reblog', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Reblog with comment' }).click();
    form = page.getByRole('dialog', { name: `Reblog ${user.blogName}'s post` });
    await expect(form.getByRole('region', { name: 'Reblogged content' })).toContainText(marker);
    await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(comment);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toBeHidden();
    const reblog = feedArticles(page, comment).first();
    await expect(reblog).toBeVisible();

    // Delete the reblog, then the original.
    for (const article of [reblog, feedArticles(page, marker).first()]) {
      await article.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(article).toBeHidden();
    }
    await page.reload();
    await expect(page.getByRole('feed').getByText(marker)).toHaveCount(0);
  });

  test(`a ${type} post: add to the queue and schedule for tomorrow`, async ({ page }) => {
    const user = await registerUser(page, `${type}q`);
    await page.goto('/dashboard');
    const queued = `${type} queued ${Date.now().toString(36)}`;
    let form = await openNewForm(page, type);
    await fillPost(page, form, type, queued, user.blogName);
    await chooseState(page, form, 'Add to queue');
    await form.getByRole('button', { name: 'Queue', exact: true }).click();
    await expect(form).toBeHidden();

    const scheduled = `${type} scheduled ${Date.now().toString(36)}`;
    form = await openNewForm(page, type);
    await fillPost(page, form, type, scheduled, user.blogName);
    await scheduleForTomorrow(page, form);

    await page.goto('/queue');
    await expect(feedArticles(page, queued).first().getByText('Queued', { exact: true })).toBeVisible();
    await expect(
      feedArticles(page, scheduled)
        .first()
        .getByText(/^Scheduled for /),
    ).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('feed').getByText(queued)).toHaveCount(0);
  });
}
