import { expect, test, type Page } from '@playwright/test';
import { demoBlogNames, registerUser } from '../../support/api';

// Issue 10, "links land": from /dashboard, /explore and a blog page, follow every same-origin link the
// UI renders, two levels deep; none may answer 404 or show "Page not found". Links that act rather
// than show (log out, the compose routes, tiny /p/ redirects are followed as links too) are kept;
// only media files and API paths are skipped.

const SKIP = [/^\/media\//, /^\/svc\//, /^\/services\//, /^\/mfe\//, /^\/shell\//, /^\/fonts\//, /^\/embed\.js/];

async function sameOriginLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    const path = `${url.pathname}${url.search}`;
    if (SKIP.some((pattern) => pattern.test(url.pathname))) continue;
    paths.add(path);
  }
  return [...paths];
}

test('every link on the main screens lands on a page that exists, two levels deep', async ({ page, request }) => {
  test.setTimeout(300_000);
  await registerUser(page, 'crawl');
  const [blog] = await demoBlogNames(page);
  const starts = ['/dashboard', '/explore', `/blog/${blog}`];
  const seen = new Set<string>();
  const broken: string[] = [];
  let frontier = starts;
  for (let depth = 0; depth < 2; depth += 1) {
    const next: string[] = [];
    for (const path of frontier) {
      if (seen.has(path)) continue;
      seen.add(path);
      // Each page as a person opens it (status from the server render, then the page as drawn).
      const response = await page.goto(path);
      const status = response?.status() ?? 0;
      if (status >= 400) {
        broken.push(`${path} → ${status}`);
        continue;
      }
      if (await page.getByRole('heading', { name: 'Page not found' }).count()) broken.push(`${path} → Page not found`);
      if (depth === 0) next.push(...(await sameOriginLinks(page)));
    }
    frontier = next.filter((p) => !seen.has(p)).slice(0, 150);
  }
  // The server answers the same paths too (no link of the UI is a dead end for a crawler either).
  for (const path of [...seen].slice(0, 60)) {
    const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 5 });
    if (res.status() === 404) broken.push(`${path} → 404 from the server`);
  }
  expect(broken, broken.join('\n')).toEqual([]);
  expect(seen.size).toBeGreaterThan(8);
});
