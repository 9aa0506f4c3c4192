import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiPost, registerUser } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';

// The guided tour (issue 10 item 10; spec 3 §2 screen 19, §4, §5): a new account's dashboard walks it
// through compose, its blog's look and messaging, once; /help offers it again.

const tourDialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function tourDone(page: Page): Promise<boolean | undefined> {
  const body = (await (await page.request.get('/svc/session')).json()) as { response: { user: { tour_done?: boolean } | null } };
  return body.response.user?.tour_done;
}

/** No serious or critical axe violation inside the tour's popover. */

/** What a person sees: the viewport, on a phone and on a wide screen. */
async function screenshots(page: Page, testInfo: TestInfo, name: string, widths: readonly number[] = [390, 1440]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
    // The popover follows its anchor every frame: wait until it has settled in the new layout.
    await expect(page.locator('.shell-tour__popover')).toHaveAttribute('data-position', /.+/);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
}

/** The popover's box stays at least 10 px inside the viewport (spec 3 §9). */
async function expectInsideViewport(page: Page) {
  const box = await page.locator('.shell-tour__popover').boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(10);
  expect(box!.y).toBeGreaterThanOrEqual(10);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size!.width - 10 + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size!.height - 10 + 0.5);
}

/** The requests for the tour's own chunk (`tour.<hash>.js`). */
function recordTourChunk(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/tour\.[0-9a-f]{8}\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('a new account walks the three steps once: compose, its blog (the link lands on its settings), messages', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await registerUser(page, 'tour', { tour: true });
  expect(await tourDone(page)).toBe(false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');

  const compose = tourDialog(page, 'Post something');
  await expect(compose).toBeVisible();
  await expect(compose).toBeFocused();
  await expect(compose).toHaveAttribute('data-template', 'standard');
  await expect(compose).toHaveAttribute('data-position', 'bottom');
  await expect(compose.getByText('Step 1 of 3')).toBeVisible();
  await expectInsideViewport(page);
  // The popover sits under the compose chooser, which shows through the glass.
  const chooser = await page.locator('[data-remote-slot="dashboard-compose"]').boundingBox();
  const popover = await compose.boundingBox();
  expect(popover!.y).toBeGreaterThan(chooser!.y + chooser!.height);
  await expectNoSeriousViolations(page, { include: '.shell-tour__popover', soft: true });
  await screenshots(page, testInfo, 'tour-1-compose');

  await compose.getByRole('button', { name: 'OK' }).click();
  const blog = tourDialog(page, `Make ${user.blogName} yours`);
  await expect(blog).toBeVisible();
  await expect(blog).toHaveAttribute('data-template', 'appearance');
  await expect(blog).toBeFocused();
  await expectInsideViewport(page);
  await expectNoSeriousViolations(page, { include: '.shell-tour__popover', soft: true });
  await screenshots(page, testInfo, 'tour-2-blog');

  await blog.getByRole('link', { name: `Change ${user.blogName}'s appearance` }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/blog/${user.blogName}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Settings for ${user.blogName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Appearance' })).toBeVisible();

  // The tour goes on over the settings page: the inbox in the header.
  const messages = tourDialog(page, 'Messages');
  await expect(messages).toBeVisible();
  await expect(messages.getByText('Step 3 of 3')).toBeVisible();
  await expect(messages.getByRole('button', { name: 'Skip the tour' })).toHaveCount(0);
  await expectInsideViewport(page);
  await expectNoSeriousViolations(page, { include: '.shell-tour__popover', soft: true });
  await screenshots(page, testInfo, 'tour-3-messages');
  await messages.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tourDone(page)).toBe(true);

  // Once: a reload of the dashboard shows no tour and does not even download its code.
  const chunks = recordTourChunk(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Blogs to follow' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(chunks).toEqual([]);
});

test('keyboard: focus stays in the popover, Escape skips the tour for good; /help takes it again', async ({ page }) => {
  await registerUser(page, 'tourkeys', { tour: true });
  await page.goto('/dashboard');
  const compose = tourDialog(page, 'Post something');
  await expect(compose).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(compose.getByRole('button', { name: 'Skip the tour' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(compose.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(compose.getByRole('button', { name: 'Skip the tour' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(compose.getByRole('button', { name: 'OK' })).toBeFocused();
  // Enter on the focused OK goes on.
  await page.keyboard.press('Enter');
  await expect(tourDialog(page, /yours$/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tourDone(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Create a post' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/help');
  await page.getByRole('button', { name: 'Take the tour again' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tourDialog(page, 'Post something')).toBeVisible();
  expect(await tourDone(page)).toBe(false);
  // Until it is finished again it shows on every load.
  await page.reload();
  await expect(tourDialog(page, 'Post something')).toBeVisible();
  await tourDialog(page, 'Post something').getByRole('button', { name: 'Skip the tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tourDone(page)).toBe(true);
});

test('on a phone (390 px) the steps are sheets over the bottom bar, where Account and the inbox are', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:8181', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const user = await registerUser(page, 'tourphone', { tour: true });
  await page.goto('/dashboard');
  const compose = tourDialog(page, 'Post something');
  await expect(compose).toBeVisible();
  await expect(compose).toHaveClass(/shell-tour__popover--sheet/);
  await expectInsideViewport(page);
  await expect(page.locator('.shell-tour__arrow')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('tour-phone-1-compose-390.png') });

  await compose.getByRole('button', { name: 'OK' }).click();
  const blog = tourDialog(page, `Make ${user.blogName} yours`);
  // On a phone the account button is in the bottom bar (the mobile header): lit up itself, not Menu.
  await expect(blog).not.toHaveAccessibleDescription(/in the Menu/);
  const account = await page.locator('[data-tour-anchor="account"]').boundingBox();
  const spotlight = await page.locator('.shell-tour__spotlight').boundingBox();
  expect(spotlight!.x).toBeLessThanOrEqual(account!.x);
  expect(spotlight!.x + spotlight!.width).toBeGreaterThanOrEqual(account!.x + account!.width);
  await expectNoSeriousViolations(page, { include: '.shell-tour__popover', soft: true });
  await page.screenshot({ path: testInfo.outputPath('tour-phone-2-blog-390.png') });
  await blog.getByRole('button', { name: 'OK' }).click();
  await expect(tourDialog(page, 'Messages')).toBeVisible();
  await expect(tourDialog(page, 'Messages')).not.toHaveAccessibleDescription(/in the Menu/);
  await page.screenshot({ path: testInfo.outputPath('tour-phone-3-messages-390.png') });
  await tourDialog(page, 'Messages').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('scrolling the page fades the glass out and the tour hides, for good', async ({ page }) => {
  await registerUser(page, 'tourscroll', { tour: true });
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/dashboard');
  await expect(tourDialog(page, 'Post something')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blogs to follow' })).toBeAttached();
  const glass = page.getByTestId('tour-glass');
  await expect(glass).toHaveCSS('opacity', '1');
  await page.mouse.move(640, 250);
  await page.mouse.wheel(0, 120);
  await expect.poll(async () => Number(await glass.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
  await expect(tourDialog(page, 'Post something')).toBeVisible();
  await page.mouse.wheel(0, 400);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tourDone(page)).toBe(true);
});

test('a step whose remote failed to load is left out, and the tour still ends well', async ({ page }) => {
  const registry = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'environments', 'e2e.json'), 'utf8')) as {
    remotes: Record<string, { manifestUrl: string }>;
  };
  const messagingFolder = registry.remotes.messaging!.manifestUrl.replace(/[^/]+$/, '');
  await page.route(`${messagingFolder}**`, (route) => route.abort());
  await registerUser(page, 'tourfail', { tour: true });
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: 'Messaging is unavailable right now' })).toBeVisible({ timeout: 25_000 });
  // The inbox's slot shows its failure: no messaging step.
  const compose = tourDialog(page, 'Post something');
  await expect(compose).toBeVisible();
  await compose.getByRole('button', { name: 'OK' }).click();
  const blog = tourDialog(page, /yours$/);
  await expect(blog.getByText(/^Step 2 of 2$/)).toBeVisible();
  await blog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tourDone(page)).toBe(true);
});

test('the flag is the signed-in user’s own: a visitor cannot set it', async ({ page }) => {
  const res = await page.request.post('/svc/tour/done', {
    form: { done: 'true' },
    headers: {
      'x-form-key': ((await (await page.request.get('/svc/session')).json()) as { response: { form_key: string } }).response
        .form_key,
    },
  });
  expect(res.status()).toBe(401);
  // And a signed-in user's call changes only their own flag (server tests cover the rest).
  await registerUser(page, 'tourflag', { tour: true });
  await apiPost(page.request, '/svc/tour/done', { done: 'true' });
  expect(await tourDone(page)).toBe(true);
});
