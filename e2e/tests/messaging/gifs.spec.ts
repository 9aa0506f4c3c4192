import { expect, test } from '@playwright/test';
import { follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';

// Two fresh verified people; A follows B so A may start the conversation (409 otherwise). A's first
// text creates the conversation and B opens it, so B's window polls it; then A picks a GIF from the
// search (the demo seed has animated GIF posts tagged "cat") and sends it by reference (form fields
// gif_post_id and gif_url, type IMAGE). B's poll brings in an <img> whose src is that GIF's media URL.

test('A sends a GIF picked from the search; B gets it by polling', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const a = await personInOwnContext(browser, 'gifa');
  const b = await personInOwnContext(browser, 'gifb');
  await follow(a.page, b.user.blogName);

  await a.page.goto(`/conversation/new/${b.user.blogName}`);
  const panelA = a.page.getByRole('dialog', { name: `Conversation with ${b.user.blogName}` });
  const boxA = panelA.getByRole('textbox', { name: `Message to ${b.user.blogName}` });
  await expect(boxA).toBeEnabled();
  const hello = `Hi before the GIF ${Date.now()}`;
  await boxA.fill(hello);
  await boxA.press('Enter');
  await expect(panelA.getByTestId('message').filter({ hasText: hello })).not.toHaveClass(/msg-msg--(queued|pending|failed)/);

  // B opens the conversation: its window now polls it.
  await b.page.goto(`/messaging/conversation/${a.user.blogName}`);
  const panelB = b.page.getByRole('dialog', { name: `Conversation with ${a.user.blogName}` });
  await expect(panelB.getByTestId('message').filter({ hasText: hello })).toBeVisible();

  // A: the GIF button opens the search; Escape closes it and gives focus back to the button.
  const gifButton = panelA.getByRole('button', { name: 'Add a GIF' });
  await gifButton.click();
  const picker = panelA.getByRole('region', { name: 'GIF search' });
  const search = picker.getByRole('searchbox', { name: 'Search GIFs' });
  await expect(search).toBeFocused();
  await a.page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(gifButton).toBeFocused();
  await expect(panelA).toBeVisible();

  await a.page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  await search.fill('cat');
  const results = picker.getByRole('list', { name: 'GIFs' }).getByRole('button', { name: /^GIF from / });
  await expect(results.first()).toBeVisible();
  const mediaUrl = await results.first().locator('img').getAttribute('src');
  expect(mediaUrl).toMatch(/^\/media\/.+\.gif$/);
  await expect(results.first().locator('img')).toHaveAttribute('loading', 'lazy');

  for (const width of [1440, 390]) {
    await a.page.setViewportSize({ width, height: 844 });
    await a.page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running'));
    await a.page.screenshot({ path: testInfo.outputPath(`gif-search-${width}.png`) });
  }
  await a.page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard: Tab from the input reaches the first result, Enter picks it into the preview.
  await search.focus();
  await a.page.keyboard.press('Tab');
  await expect(results.first()).toBeFocused();
  await a.page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  const preview = panelA.getByRole('group', { name: 'Image preview' });
  const previewImg = preview.getByRole('img', { name: 'GIF to send' });
  await expect(previewImg).toHaveAttribute('src', mediaUrl!);
  const box = await previewImg.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(210);
  expect(box!.height).toBeLessThanOrEqual(150);
  await expect(panelA.getByRole('button', { name: 'Add a GIF' })).toHaveCount(0);
  await expect(panelA.getByRole('button', { name: 'Add a photo' })).toHaveCount(0);
  await expect(boxA).toBeFocused();
  // The preview's alt text starts as the GIF's alt in the post it comes from (issue 13).
  const gifAlt = await preview.getByRole('textbox', { name: 'Alt text' }).inputValue();
  const gifName = gifAlt.trim() || `GIF from ${a.user.blogName}`;

  // Sent with an empty text (a preview allows it): the GIF alone.
  // The request body, read where the browser hands it over (the request event may not carry it).
  let sentBody: string | null = null;
  await a.page.route('**/svc/conversations/messages', async (route) => {
    if (route.request().method() === 'POST') sentBody = route.request().postData();
    await route.continue();
  });
  const answered = a.page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/svc/conversations/messages'),
  );
  await boxA.press('Enter');
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const form = new URLSearchParams(sentBody ?? '');
  expect(Object.fromEntries(['type', 'context', 'gif_url'].map((k) => [k, form.get(k)]))).toEqual({
    type: 'IMAGE',
    context: 'messaging-gif',
    gif_url: mediaUrl,
  });
  expect(form.get('gif_post_id')).toMatch(/^\d+$/);
  expect(form.get('alt') ?? '').toBe(gifAlt.trim());
  await expect(preview).toHaveCount(0);
  const sentGif = panelA.getByTestId('message').filter({ has: a.page.getByRole('img', { name: gifName, exact: true }) });
  await expect(sentGif).toHaveCount(1);
  await expect(sentGif).not.toHaveClass(/msg-msg--(queued|pending|failed)/);
  await expect(sentGif.getByRole('img', { name: gifName, exact: true })).toHaveAttribute('src', mediaUrl!);

  // B: the conversation's own poll (15 s interval) brings the GIF in, served by the server.
  const imgB = panelB.locator(`img[src="${mediaUrl}"]`);
  await expect(imgB).toBeVisible({ timeout: 40_000 });
  await expect.poll(() => imgB.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await b.page.screenshot({ path: testInfo.outputPath('gif-received.png') });
});
