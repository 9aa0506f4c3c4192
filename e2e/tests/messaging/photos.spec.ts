import { expect, test } from '@playwright/test';
import { follow } from '../../support/api';
import { exifRotatedJpeg, lyingJpeg } from '../../support/media';
import { personInOwnContext } from '../../support/people';

// Two fresh verified people; A follows B so A may start the conversation (409 otherwise). A sends a
// photo (multipart field `data`, type IMAGE) with a line of text; B sees the picture.

test('A sends a photo with a text; B sees the image, then the text', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const a = await personInOwnContext(browser, 'phota');
  const b = await personInOwnContext(browser, 'photb');
  await follow(a.page, b.user.blogName);

  await a.page.goto(`/conversation/new/${b.user.blogName}`);
  const panelA = a.page.getByRole('dialog', { name: `Conversation with ${b.user.blogName}` });
  const boxA = panelA.getByRole('textbox', { name: `Message to ${b.user.blogName}` });
  await expect(boxA).toBeEnabled();

  // A file the browser cannot decode is refused with the spec's alert (the shell's dialog service).
  const photoButton = panelA.getByRole('button', { name: 'Add a photo' });
  const chooser = a.page.waitForEvent('filechooser');
  await photoButton.click();
  await (await chooser).setFiles(lyingJpeg());
  const alert = a.page.getByRole('alertdialog', { name: 'Something about that file is off. Try sending something else.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(panelA.getByRole('group', { name: 'Image preview' })).toHaveCount(0);

  // A real photo (portrait once upright): the preview fits 210×150, the photo button hides.
  const chooser2 = a.page.waitForEvent('filechooser');
  await photoButton.focus();
  await a.page.keyboard.press('Enter');
  await (await chooser2).setFiles(await exifRotatedJpeg('to-b.jpg'));
  const preview = panelA.getByRole('group', { name: 'Image preview' });
  const previewImg = preview.getByRole('img', { name: 'Photo to send' });
  await expect(previewImg).toBeVisible();
  const box = await previewImg.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(210);
  expect(box!.height).toBeLessThanOrEqual(150);
  await expect(panelA.getByRole('button', { name: 'Add a photo' })).toHaveCount(0);
  await expect(panelA.getByRole('button', { name: 'Send' })).toBeEnabled();

  for (const width of [1440, 390]) {
    await a.page.setViewportSize({ width, height: 844 });
    await a.page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running'));
    await a.page.screenshot({ path: testInfo.outputPath(`photo-preview-${width}.png`) });
  }
  await a.page.setViewportSize({ width: 1280, height: 900 });

  const caption = `Photo note ${Date.now()}`;
  await boxA.fill(caption);
  await boxA.press('Enter');
  await expect(preview).toHaveCount(0);
  const messagesA = panelA.getByTestId('message');
  await expect(messagesA.filter({ hasText: caption })).toBeVisible();
  await expect(messagesA.filter({ hasText: caption })).not.toHaveClass(/msg-msg--(queued|pending|failed)/);
  const sentPhoto = messagesA.filter({ has: a.page.getByRole('img', { name: `Image from ${a.user.blogName}` }) });
  await expect(sentPhoto).toHaveCount(1);
  await expect(sentPhoto).not.toHaveClass(/msg-msg--(queued|pending|failed)/);
  // The photo went first, the text second.
  const order = await messagesA.evaluateAll((items) => items.map((i) => (i.querySelector('img') ? 'image' : i.textContent)));
  expect(order.indexOf('image')).toBeLessThan(order.findIndex((t) => t?.includes(caption)));
  await expect(panelA.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  await a.page.screenshot({ path: testInfo.outputPath('photo-sent-1280.png') });

  // B: the conversation shows the picture (served by the server) and the text.
  await b.page.goto(`/messaging/conversation/${a.user.blogName}`);
  const panelB = b.page.getByRole('dialog', { name: `Conversation with ${a.user.blogName}` });
  await expect(panelB.getByTestId('message').filter({ hasText: caption })).toBeVisible();
  const imgB = panelB.getByRole('img', { name: `Image from ${a.user.blogName}` });
  await expect(imgB).toBeVisible();
  await expect(imgB).toHaveAttribute('src', /\/media\//);
  await expect.poll(() => imgB.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await b.page.screenshot({ path: testInfo.outputPath('photo-received.png') });
});
