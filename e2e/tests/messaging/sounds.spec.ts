import { expect, test, type Page } from '@playwright/test';
import { apiPost, follow } from '../../support/api';
import { personInOwnContext } from '../../support/people';

// Spec 2 §4 "A sound plays when the total unread rises", §6 "Sounds need both the server flag and
// the user's sound preference". B's page learns about A's messages by polling (opening the inbox
// polls at once); the chime is `new Audio(<mp3>)` + play(). Headless Chromium may refuse play()
// (autoplay policy), so the test counts play() calls and the mp3 request, not audible output.

async function blogUuid(page: Page): Promise<string> {
  const session = await (await page.request.get('/svc/session')).json();
  return session.response.blogs[0].uuid as string;
}

/** A sends B a message through the API (the first one creates the conversation; A follows B). */
async function send(page: Page, from: string, to: string, message: string): Promise<void> {
  await apiPost(page.request, '/svc/conversations/messages', {
    participant: from,
    participants: `${from},${to}`,
    type: 'TEXT',
    message,
  });
}

test("B's page chimes when a poll brings A's message, and stays quiet once B turns sounds off", async ({ browser }) => {
  test.setTimeout(120_000);
  const a = await personInOwnContext(browser, 'snda');
  const b = await personInOwnContext(browser, 'sndb');
  await follow(a.page, b.user.blogName);
  const [aUuid, bUuid] = [await blogUuid(a.page), await blogUuid(b.page)];

  // Every play() of B's page, whatever the browser then does with it.
  await b.page.addInitScript(() => {
    const plays: string[] = [];
    (window as unknown as { __plays: string[] }).__plays = plays;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      plays.push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
  const plays = () => b.page.evaluate(() => (window as unknown as { __plays: string[] }).__plays.length);
  const mp3Requests: string[] = [];
  b.page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.mp3')) mp3Requests.push(request.url());
  });

  // B's first poll answer only sets the starting point: no chime.
  const firstPoll = b.page.waitForResponse((r) => r.url().includes('/services/poll'));
  await b.page.goto('/dashboard');
  await firstPoll;
  const inboxButton = b.page.getByRole('button', { name: 'Messages', exact: true });
  await expect(inboxButton).toBeVisible();
  expect(await plays()).toBe(0);

  await send(a.page, aUuid, bUuid, `Ding ${Date.now()}`);
  const mp3 = b.page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.mp3'));
  await inboxButton.click(); // opening the inbox polls at once: the total rises 0 -> 1
  await expect(b.page.getByRole('button', { name: 'Messages, 1 unread' })).toBeVisible();
  const request = await mp3;
  expect(new URL(request.url()).pathname).toMatch(/\/assets\/new-message\.[0-9a-f]+\.mp3$/);
  await expect.poll(plays).toBe(1);
  const response = await b.page.request.get(request.url());
  expect(response.headers()['content-type']).toMatch(/^audio\/mpeg/);
  expect(mp3Requests.length).toBeGreaterThan(0);

  // B turns sounds off on the settings page (in-app, so the header widget stays mounted and learns
  // it from session:user-changed); A's next message raises the total without a chime.
  await b.page.keyboard.press('Escape');
  await b.page.getByRole('button', { name: /^Account/ }).click();
  await b.page.getByRole('dialog', { name: 'Account menu' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await b.page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await b.page.getByRole('switch', { name: 'Play a sound for new messages' }).click();
  await expect(b.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await send(a.page, aUuid, bUuid, `Quiet ${Date.now()}`);
  await b.page.getByRole('button', { name: 'Messages, 1 unread' }).click();
  await expect(b.page.getByRole('button', { name: 'Messages, 2 unread' })).toBeVisible();
  expect(await plays()).toBe(1);
});
