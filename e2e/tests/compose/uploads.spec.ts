import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';
import { exifRotatedJpeg, lyingJpeg, smallPng } from '../../support/media';

test('a camera JPEG with EXIF orientation 6 is posted upright and redrawn to at most 1080', async ({ page }) => {
  await registerUser(page, 'exif');
  await page.goto('/new/photo');
  const form = page.getByRole('dialog', { name: 'New photo post' });
  await form.getByLabel('Choose photo files').setInputFiles(await exifRotatedJpeg());
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(form.getByRole('progressbar', { name: 'Upload progress for photo 1' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Caption for photo 1' }).fill('Upright, please');
  await form.getByRole('textbox', { name: 'Alt text for photo 1' }).fill('Red above blue');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();

  const image = page.getByRole('feed').getByRole('article').first().locator('img[src*="/media/uploads/"]').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const shape = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(img, 0, 0);
    const top = context.getImageData(Math.floor(img.naturalWidth / 2), 5, 1, 1).data;
    const bottom = context.getImageData(Math.floor(img.naturalWidth / 2), img.naturalHeight - 5, 1, 1).data;
    return { width: img.naturalWidth, height: img.naturalHeight, top: [...top], bottom: [...bottom] };
  });
  // Stored landscape with "rotate 90° clockwise": upright it is a portrait, the red half on top.
  expect(shape.height).toBeGreaterThan(shape.width);
  expect(Math.max(shape.width, shape.height)).toBeLessThanOrEqual(1080);
  expect(shape.top[0]).toBeGreaterThan(150);
  expect(shape.top[2]).toBeLessThan(100);
  expect(shape.bottom[2]).toBeGreaterThan(150);
  expect(shape.bottom[0]).toBeLessThan(100);
});

test('the upload helper refuses files that are too big or lie about their type, and keeps the form', async ({ page }) => {
  await registerUser(page, 'badfile');
  await page.goto('/new/photo');
  const form = page.getByRole('dialog', { name: 'New photo post' });
  const input = form.getByLabel('Choose photo files');

  const big = join(tmpdir(), `dash-big-${Date.now()}.png`);
  writeFileSync(big, Buffer.alloc(11 * 1024 * 1024, 7));
  await input.setInputFiles(big);
  await expect(form.getByText('The file is too big. Squish it down, and try again!')).toBeVisible();

  await input.setInputFiles(lyingJpeg());
  await expect(form.getByText('This is not valid image file.')).toBeVisible();
  // A file the server refused stays as a tile with its message until it is removed.
  const refused = form.getByRole('button', { name: /^Remove photo \d+$/ });
  if ((await refused.count()) > 0) await refused.first().click();

  await input.setInputFiles(await smallPng());
  await expect(form.getByRole('img', { name: /^Photo \d+$/ }).first()).toBeVisible();
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  for (const alt of await form.getByRole('textbox', { name: /^Alt text for photo \d+$/ }).all()) await alt.fill('A green square');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('feed').getByRole('article').first().locator('img[src*="/media/uploads/"]').first()).toBeVisible();
});
