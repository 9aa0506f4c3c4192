import { expect, test, type Page, type Request } from '@playwright/test';
import { registerUser } from '../../support/api';
import { loggedEventsOf } from '../../support/log-events';
import { expectNoSeriousViolations } from '../../support/axe';
import { adminInOwnContext } from '../../support/people';

// Issue 11 item 6, the logging pipeline (shell/README.md "Logging"): the shell's logger buffers the
// bus's log events and sends them by sendBeacon, as text/plain JSON, every 15 s and on page hide; the
// server stores them and /admin/events counts them for admins (alex@demo.test, the seed's first account).
test.describe.configure({ timeout: 120_000 });

interface SentEvent {
  log_key: string;
  uuid: string;
  event: string;
  ts: number;
  rid: string;
  elapsed: number;
  data: Record<string, unknown>;
  env: Record<string, unknown>;
}

const isLogIntake = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/svc/log/lady';
const eventsOf = (request: Request) => JSON.parse(request.postData() ?? '[]') as SentEvent[];

async function searchAndChooseGif(page: Page, term: string) {
  await page.goto('/new/photo');
  const form = page.getByRole('dialog', { name: 'New photo post' });
  await form.getByRole('button', { name: 'Add a GIF' }).click();
  const search = page.getByRole('dialog', { name: 'GIF search' });
  await search.getByRole('textbox', { name: 'Find a GIF' }).fill(term);
  const results = search.getByRole('group', { name: `GIFs for ${term}` });
  await expect(results).toBeVisible();
  await results.getByRole('button').first().click();
  await expect(search).toBeHidden();
}

test("the beacon sent on page hide carries the GIF search's events, and the admins' page counts them", async ({
  page,
  browser,
}) => {
  const user = await registerUser(page, 'logs');

  // 1. The person leaves for another site: the logger flushes on pagehide, by beacon, and the
  // server stores the search's events (read where they land: an unloading page's beacon is not
  // always reported to Playwright's request events).
  await searchAndChooseGif(page, 'cat');
  await page.goto('about:blank');
  await expect
    .poll(() => loggedEventsOf(user.email).map((e) => e.name))
    .toEqual(expect.arrayContaining(['gifsearch:search', 'gifsearch:select']));
  const stored = loggedEventsOf(user.email).map((e) => JSON.parse(e.event) as SentEvent);
  const chosen = stored.find((e) => e.event === 'gifsearch:select');
  expect(chosen).toMatchObject({
    log_key: 'lady',
    uuid: expect.any(String),
    rid: expect.any(String),
    ts: expect.any(Number),
    elapsed: expect.any(Number),
    data: { query: 'cat', position: expect.any(Number) },
    env: { page: '/new/photo', viewport: expect.stringMatching(/^\d+x\d+$/), language: expect.any(String) },
  });
  expect(new Set(stored.map((e) => e.rid)).size).toBe(1);

  // 2. The page turns hidden (the person switches tabs): the beacon itself, text/plain JSON with the
  // form key in its address, carries the new search's events.
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isLogIntake(request)) sent.push(request);
  });
  await searchAndChooseGif(page, 'cat');
  const before = sent.length;
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => sent.length).toBeGreaterThan(before);
  const beacon = sent[sent.length - 1]!;
  expect(beacon.headers()['content-type']).toMatch(/^text\/plain/);
  expect(new URL(beacon.url()).searchParams.get('form_key')).toBeTruthy();
  // Every event of this search went (the 15 s flush may have taken the first ones).
  const again = sent.flatMap(eventsOf);
  expect(again.map((e) => e.event)).toEqual(expect.arrayContaining(['gifsearch:search', 'gifsearch:select']));
  expect(eventsOf(beacon).map((e) => e.event)).toContain('gifsearch:select');
  // A new page load, a new rid.
  expect(again[0]?.rid).not.toBe(chosen?.rid);

  // 3. The admins' page counts them today.
  const admin = await adminInOwnContext(browser);
  await admin.goto('/admin/events');
  await expect(admin.getByRole('heading', { level: 1, name: 'Logged events' })).toBeVisible();
  const table = admin.getByRole('table', { name: /Events by day, the last 14 days/ });
  const row = table.getByRole('row', { name: /gifsearch:select/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('/svc/log/lady');
  expect(Number(await row.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(2);
  await admin.close();
});

test('/admin/events: no serious accessibility violation, at 390 and 1440 px; anyone else gets "Page not found"', async ({
  page,
  browser,
}) => {
  const admin = await adminInOwnContext(browser);
  for (const width of [390, 1440]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto('/admin/events');
    await expect(admin.getByRole('heading', { level: 1, name: 'Logged events' })).toBeVisible();
    const section = admin.getByRole('region', { name: 'Logged events' });
    await expect(section.getByRole('table').or(section.getByText(/^No events were logged/))).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath(`admin-events-${width}.png`), fullPage: true });
    await expectNoSeriousViolations(admin, { include: '.shell-admin-events', soft: true });
  }
  await admin.close();

  await registerUser(page, 'notadmin');
  const res = await page.goto('/admin/events');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
});
