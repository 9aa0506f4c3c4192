import { expect, type Locator, type Page } from '@playwright/test';
import { createPost } from './api';
import { DEMO_MP3, DEMO_MP4, smallPng } from './media';

// The post form through the UI, shared by the compose suites (tests/compose, tests/two-instances).

export const POST_TYPES = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Fills the required fields of a new post of `type` so that `marker` shows in the feed. */
export async function fillPost(page: Page, form: Locator, type: PostType, marker: string, blogName: string): Promise<void> {
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
      // Described, so the alt text reminder (issue 13) does not stop the post.
      await form.getByRole('textbox', { name: 'Alt text for photo 1' }).fill(`A green square for ${marker}`);
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

export const feedArticles = (page: Page, text: string) => page.getByRole('feed').getByRole('article').filter({ hasText: text });

/** Opens /new/<type> (on `origin`, default the context's baseURL) and returns the post form. */
export async function openNewForm(page: Page, type: PostType, origin = ''): Promise<Locator> {
  await page.goto(`${origin}/new/${type}`);
  const form = page.getByRole('dialog', { name: `New ${type} post` });
  await expect(form).toBeVisible();
  return form;
}

export async function chooseState(page: Page, form: Locator, item: string): Promise<void> {
  await form.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitemradio', { name: item }).click();
}

/** Edits the post shown in `card` to have the tag `tag`, through its Edit button and the post form. */
export async function editTags(page: Page, card: Locator, type: PostType, tag: string): Promise<void> {
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: `Edit ${type} post` });
  await expect(form).toBeVisible();
  await form.getByLabel('Tags', { exact: true }).fill(tag);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(card.getByRole('link', { name: `#${tag}` })).toBeVisible();
}

/** Schedules the filled post `form` for this time tomorrow (the form's local-time field). */
export async function scheduleForTomorrow(page: Page, form: Locator): Promise<void> {
  await chooseState(page, form, 'Schedule');
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
  await form.getByLabel('Publish on').fill(local);
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(form).toBeHidden();
}
