import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createPost, registerUser } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';

// Title fonts (spec 3 §3, §7): a font with a served web face is chosen in the blog settings' picker,
// and the blog page, the peepr and the preview draw the title in that face from
// /fonts/{path}/stylesheet.css?v=… (docs/decisions/title-fonts.md).

const STYLESHEET = '/fonts/old-standard-tt/stylesheet.css?v=5.3.0';
const FACE = 'Old Standard TT';

/** Whether the page has loaded the face (document.fonts.check is true for a face the page does not use at all). */
const faceLoaded = (page: Page, family: string, weight: number) =>
  page.evaluate(
    async ({ family, weight }) => {
      await document.fonts.ready;
      let loaded = false;
      document.fonts.forEach((f) => {
        if (f.family.replace(/"/g, '') === family && f.weight === String(weight) && f.status === 'loaded') loaded = true;
      });
      return loaded;
    },
    { family, weight },
  );

const fontLinks = (page: Page) =>
  page.evaluate(() => Array.from(document.head.querySelectorAll('link[data-title-font]')).map((l) => l.getAttribute('href')));

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a person picks a web title font in the settings and their blog shows its title in that face', async ({
  page,
}, testInfo) => {
  const user = await registerUser(page, 'fonts');
  await createPost(page, user.blogName, { 'post[one]': 'Set in type' });
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/fonts/')) fontRequests.push(new URL(r.url()).pathname);
  });

  await page.goto(`/settings/blog/${user.blogName}`);
  const picker = page.getByRole('group', { name: 'Title font' });
  await expect(picker.getByRole('radio', { name: 'Gibson' })).toBeChecked();
  // Each option is drawn in its own face; a font's stylesheet loads when its option is shown.
  await expect(picker.getByText('Courier New', { exact: true })).toHaveCSS('font-family', /^"Courier New"/);
  expect(await page.locator('link[data-title-font="Fette Fraktur"]').count()).toBe(0);
  // A radio group: the arrow keys move the choice.
  await picker.getByRole('radio', { name: 'Gibson' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('radio', { name: 'Helvetica Neue' })).toBeChecked();
  await picker.getByText('Fette Fraktur', { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.locator('link[data-title-font="Fette Fraktur"]')).toHaveCount(1);

  const stylesheet = page.waitForResponse((r) => r.url().endsWith(STYLESHEET));
  await picker.getByRole('radio', { name: 'Old Standard' }).check();
  expect((await stylesheet).status()).toBe(200);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: user.blogName, exact: true })).toHaveCSS(
    'font-family',
    /^"Old Standard", "Old Standard TT"/,
  );
  await expect.poll(() => faceLoaded(page, FACE, 700)).toBe(true);
  await expect(picker.getByText('Old Standard', { exact: true })).toHaveCSS('font-weight', '700');

  await expectNoSeriousViolations(page, { include: 'main' });

  await page.getByRole('radio', { name: 'Regular', exact: true }).check();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/svc/settings/blog/${user.blogName}`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await picker.getByText('Old Standard', { exact: true }).scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'title-font-picker');

  // The blog page, as the server sends it: the stylesheet and the preloaded file are in its head.
  const css = page.waitForResponse((r) => r.url().endsWith(STYLESHEET));
  const woff2 = page.waitForResponse((r) => r.url().includes('/fonts/old-standard-tt/old-standard-tt-latin-400-normal.woff2'));
  await page.goto(`/blog/${user.blogName}`);
  const cssAnswer = await css;
  expect(cssAnswer.status()).toBe(200);
  expect(cssAnswer.headers()['content-type']).toBe('text/css; charset=utf-8');
  expect(cssAnswer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const fontAnswer = await woff2;
  expect([fontAnswer.status(), fontAnswer.headers()['content-type']]).toEqual([200, 'font/woff2']);
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    '/fonts/old-standard-tt/old-standard-tt-latin-400-normal.woff2?v=5.3.0',
  );
  const title = page.getByRole('heading', { level: 1, name: user.blogName });
  await expect(title).toHaveCSS('font-family', /^"Old Standard", "Old Standard TT"/);
  await expect(title).toHaveCSS('font-weight', '400');
  await expect.poll(() => faceLoaded(page, FACE, 400)).toBe(true);
  expect(await page.evaluate((face) => document.fonts.check(`400 32px "${face}"`), FACE)).toBe(true);
  expect(await fontLinks(page)).toEqual([STYLESHEET]);
  await screenshots(page, testInfo, 'title-font-blog');

  // The dashboard shows no themed title: no font link, no font request.
  fontRequests.length = 0;
  await page.goto('/dashboard');
  await expect(page.getByRole('feed').first()).toBeVisible();
  expect(await fontLinks(page)).toEqual([]);
  expect(fontRequests).toEqual([]);

  // The peepr draws the title in the face too, and its link goes when it closes.
  const post = page.getByRole('article').filter({ hasText: 'Set in type' }).first();
  await post.getByRole('link', { name: user.blogName, exact: true }).first().click();
  const overlay = page.getByRole('dialog', { name: `${user.blogName}'s blog` });
  await expect(overlay.getByRole('heading', { level: 2, name: user.blogName })).toHaveCSS(
    'font-family',
    /^"Old Standard", "Old Standard TT"/,
  );
  await expect.poll(() => fontLinks(page)).toEqual([STYLESHEET]);
  await expect.poll(() => faceLoaded(page, FACE, 400)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect.poll(() => fontLinks(page)).toEqual([]);
});
