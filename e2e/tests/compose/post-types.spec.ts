import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPost, registerUser } from '../../support/api';
import { DEMO_MP3, DEMO_MP4, smallPng } from '../../support/media';

const POST_TYPES = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video'] as const;
type PostType = (typeof POST_TYPES)[number];

// Every type through the UI: create, edit, reblog with a comment, delete; then queue and schedule.
test.describe.configure({ timeout: 120_000 });

/** Fills the required fields of a new post of `type` so that `marker` shows in the feed. */
async function fillPost(page: Page, form: Locator, type: PostType, marker: string, blogName: string): Promise<void> {
  switch (type) {
    case 'text':
      await form.getByLabel('Title', { exact: true }).fill(marker);
      await form.getByRole('textbox', { name: 'Body', exact: true }).fill('Written in the rich editor.');
      return;
    case 'photo':
      await form.getByLabel('Choose photo files').setInputFiles(await smallPng(`${marker}.png`));
      await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
      await expect(form.getByRole('progressbar')).toHaveCount(0);
      await form.getByRole('textbox', { name: 'Caption', exact: true }).fill(marker);
      return;
    case 'quote':
      await form.getByRole('textbox', { name: 'Quote', exact: true }).fill(marker);
      await form.getByLabel('Source', { exact: true }).fill('Somebody wise');
      return;
    case 'link': {
      // A page of this server: its OpenGraph title fills the link's title.
      const title = `Linked page ${Date.now().toString(36)}`;
      const linked = await createPost(page, blogName, { 'post[one]': title });
      const url = new URL(`/blog/${blogName}/post/${linked.created_post.id}`, page.url()).href;
      await form.getByLabel('URL', { exact: true }).fill(url);
      await expect(form.getByLabel('Title', { exact: true })).toHaveValue(new RegExp(title));
      await form.getByRole('textbox', { name: 'Description', exact: true }).fill(marker);
      return;
    }
    case 'chat':
      await form.getByLabel('Title', { exact: true }).fill(marker);
      await form.getByLabel('Chat', { exact: true }).fill('Alice: hello\nBob: hi there');
      return;
    case 'audio':
      await form.getByLabel('Choose an audio file').setInputFiles(DEMO_MP3);
      await form.getByRole('checkbox', { name: 'I have permission to share this file' }).check();
      await expect(form.getByRole('progressbar')).toHaveCount(0);
      await form.getByRole('textbox', { name: 'Caption', exact: true }).fill(marker);
      return;
    case 'video':
      await form.getByLabel('Choose a video file').setInputFiles(DEMO_MP4);
      await form.getByRole('checkbox', { name: 'I have permission to share this file' }).check();
      await expect(form.getByRole('progressbar')).toHaveCount(0);
      await form.getByRole('textbox', { name: 'Caption', exact: true }).fill(marker);
      return;
  }
}

const feedArticles = (page: Page, text: string) => page.getByRole('feed').getByRole('article').filter({ hasText: text });

async function openNewForm(page: Page, type: PostType): Promise<Locator> {
  await page.goto(`/new/${type}`);
  const form = page.getByRole('dialog', { name: `New ${type} post` });
  await expect(form).toBeVisible();
  return form;
}

async function chooseState(page: Page, form: Locator, item: string): Promise<void> {
  await form.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitemradio', { name: item }).click();
}

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
    await original.getByRole('button', { name: 'Edit', exact: true }).click();
    form = page.getByRole('dialog', { name: `Edit ${type} post` });
    await expect(form).toBeVisible();
    await form.getByLabel('Tags', { exact: true }).fill(tag);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(original.getByRole('link', { name: `#${tag}` })).toBeVisible();

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
    await chooseState(page, form, 'Schedule');
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
    await form.getByLabel('Publish on').fill(local);
    await form.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(form).toBeHidden();

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
