import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { formKey, registerUser } from '../../support/api';
import { smallPng } from '../../support/media';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 13 "Alt text", the writing side: the photo's "Alt text" field sends alt[<key>], inline images
// get theirs in the rich editor, and the reminder shows once per post and can be turned off in
// /settings/dashboard.

const REMINDER = 'Add a description so everyone can enjoy this image';

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The fields of the next POST /svc/post/update, read where the request is routed (the request event's
 * postData is not always filled in for this fetch).
 */
async function nextPostUpdate(page: Page): Promise<{ fields: Promise<URLSearchParams> }> {
  let resolve: (fields: URLSearchParams) => void = () => undefined;
  const fields = new Promise<URLSearchParams>((done) => (resolve = done));
  await page.route('**/svc/post/update', async (route) => {
    resolve(new URLSearchParams(route.request().postData() ?? ''));
    await route.continue();
  });
  return { fields };
}

/** /new/photo with one uploaded photo, ready to post. */
async function photoForm(page: Page, name: string): Promise<Locator> {
  await page.goto('/new/photo');
  const form = page.getByRole('dialog', { name: 'New photo post' });
  await form.getByLabel('Choose photo files').setInputFiles(await smallPng(`${name}.png`));
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  return form;
}

test('a photo posted with alt text through the form sends it as alt[<key>] and the blog page shows it', async ({
  page,
}, testInfo) => {
  const user = await registerUser(page, 'altsend');
  const form = await photoForm(page, 'altsend');
  const alt = form.getByRole('textbox', { name: 'Alt text for photo 1' });
  await alt.fill('A green square, the colour of spring moss');
  await form.getByRole('textbox', { name: 'Caption for photo 1' }).fill('Moss');
  await expectNoSeriousViolations(page, { include: '[role="dialog"]', soft: true });
  await screenshots(page, testInfo, 'photo-alt-field');
  const sent = await nextPostUpdate(page);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const body = await sent.fields;
  const key = body.get('post[photoset_order]') ?? '';
  expect(body.get(`images[${key}]`)).toBeTruthy();
  expect(body.get(`caption[${key}]`)).toBe('Moss');
  expect(body.get(`alt[${key}]`)).toBe('A green square, the colour of spring moss');
  // No reminder: the photo had its description.
  await expect(form).toBeHidden();
  // The server kept it with the photo: the blog page's photo carries it as its alt.
  await page.goto(`/blog/${user.blogName}`);
  await expect(page.getByRole('img', { name: 'A green square, the colour of spring moss', exact: true }).first()).toBeVisible();
});

test('an image inserted in the rich editor gets its alt text in the saved HTML', async ({ page }) => {
  await registerUser(page, 'altinline');
  // An image of this server (an upload through the API), inserted by its address.
  const upload = await page.request.post('/svc/media/upload', {
    headers: { 'x-form-key': await formKey(page.request) },
    multipart: { photo: { name: 'inline.png', mimeType: 'image/png', buffer: readFileSync(await smallPng('inline.png')) } },
  });
  expect(upload.ok()).toBeTruthy();
  const stored = ((await upload.json()) as { response: { url: string } }).response.url;
  await page.goto('/new/text');
  const src = new URL(stored, page.url()).href;
  const form = page.getByRole('dialog', { name: 'New text post' });
  await expect(form.locator('.ql-editor').first()).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill('With a picture');
  const body = form.getByRole('textbox', { name: 'Body', exact: true });
  await body.click();
  await form.getByRole('button', { name: 'Insert image' }).click();
  await form.getByRole('textbox', { name: 'Image URL' }).fill(src);
  await form.getByRole('button', { name: 'Insert', exact: true }).click();
  const describe = form.getByRole('dialog', { name: 'Describe image 1' });
  await expect(describe.getByRole('textbox', { name: 'Alt text for image 1' })).toBeFocused();
  await expectNoSeriousViolations(page, { include: '[role="dialog"]', soft: true });
  await page.keyboard.type('A small green rectangle');
  await describe.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('button', { name: 'Edit alt text of image 1' })).toBeVisible();
  const sent = await nextPostUpdate(page);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const fields = await sent.fields;
  expect(fields.get('post[two]')).toContain('alt="A small green rectangle"');
  await expect(form).toBeHidden();
});

test('the reminder shows once per post: Add focuses the field, the second press posts', async ({ page }, testInfo) => {
  await registerUser(page, 'altonce');
  const form = await photoForm(page, 'altonce');
  const post = form.getByRole('button', { name: 'Post', exact: true });
  await post.click();
  const reminder = form.getByRole('alertdialog', { name: REMINDER });
  await expect(reminder).toBeVisible();
  await expect(reminder.getByRole('button', { name: 'Add' })).toBeFocused();
  await expectNoSeriousViolations(page, { include: '[role="dialog"]', soft: true });
  await screenshots(page, testInfo, 'alt-reminder');
  await reminder.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByRole('textbox', { name: 'Alt text for photo 1' })).toBeFocused();
  await expect(reminder).toBeHidden();
  // Asked once: the next press posts, still without a description.
  const sent = await nextPostUpdate(page);
  await post.click();
  expect((await sent.fields).get('alt[o1]')).toBe('');
  await expect(form).toBeHidden();
  await expect(page.getByRole('alertdialog', { name: REMINDER })).toHaveCount(0);

  // A new post is a new form: it asks again, and "Post anyway" posts.
  const again = await photoForm(page, 'altonce-2');
  await again.getByRole('button', { name: 'Post', exact: true }).click();
  await again.getByRole('alertdialog', { name: REMINDER }).getByRole('button', { name: 'Post anyway' }).click();
  await expect(again).toBeHidden();
});

// Needs the alt-server part (users.alt_text_reminder stored and returned in the session user).
test('the reminder can be turned off in /settings/dashboard', async ({ page }, testInfo) => {
  await registerUser(page, 'altoff');
  await page.goto('/settings/dashboard');
  const remind = page.getByRole('switch', { name: 'Remind me to add alt text to my images' });
  await expect(remind).toBeChecked();
  await remind.click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved.');
  await expect(remind).not.toBeChecked();
  await expectNoSeriousViolations(page, { include: 'main', soft: true });
  await screenshots(page, testInfo, 'alt-reminder-setting');
  // It stays off after a reload (stored), and the form posts without asking.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Remind me to add alt text to my images' })).not.toBeChecked();
  const form = await photoForm(page, 'altoff');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('alertdialog', { name: REMINDER })).toHaveCount(0);
});
