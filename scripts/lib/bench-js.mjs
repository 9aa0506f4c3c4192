// The JS bytes (gzip 9 of each script as served, decoded) a signed-in user's fresh browser loads on
// /dashboard, per package: none needed for the first posts (checked with JavaScript off), until the
// page is interactive (the server-rendered feed hydrated), after that at idle (remotes and header
// widgets), and when the post form opens. BENCH_JS_FILES=1 lists every script with its size.
import { gzipSync } from 'node:zlib';
import { signedInBrowser } from './bench-browser.mjs';

function packageOf(url) {
  const { pathname, origin } = new URL(url);
  const remote = pathname.match(/\/mfe\/([^/]+)\//);
  if (remote) return `mfe-${remote[1]}`;
  if (pathname.startsWith('/shell/')) return 'shell';
  return `other (${origin})`;
}

/**
 * Script bytes per package from `action` until `ready` resolves. With `requestedBefore` (resolves
 * the set of script URLs the page had requested at the moment that counts), only those count: the
 * check that the moment has come runs a little after it, and a script the page asks for after that
 * moment did not come before it.
 */
async function measure(page, action, ready, requestedBefore = null, carried = []) {
  // `carried`: scripts an earlier phase saw but left to this one.
  const scripts = [...carried];
  const pending = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  const started = Date.now();
  await action();
  await ready();
  const elapsed = Date.now() - started;
  const counted = requestedBefore ? await requestedBefore() : null;
  page.off('response', onResponse);
  await Promise.all(pending);
  const sizes = new Map();
  // Scripts asked for after the moment belong to the next phase.
  const later = counted ? scripts.filter((script) => !counted.has(script.url)) : [];
  for (const script of scripts) {
    if (counted && !counted.has(script.url)) continue;
    const pkg = packageOf(script.url);
    const entry = sizes.get(pkg) ?? { files: 0, gzip: 0, raw: 0 };
    entry.files += 1;
    entry.raw += script.raw;
    entry.gzip += script.gzip;
    sizes.set(pkg, entry);
    if (process.env.BENCH_JS_FILES)
      console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`);
  }
  const total = [...sizes.values()].reduce((sum, s) => sum + s.gzip, 0);
  return { sizes, elapsed, total, later };
}

export function printPhase(title, { sizes, elapsed, total }) {
  console.log(`\n${title} (${elapsed} ms)`);
  console.log('package'.padEnd(16), 'files'.padStart(5), 'gzip KB'.padStart(9), 'raw KB'.padStart(9));
  for (const [pkg, s] of [...sizes].sort()) {
    console.log(
      pkg.padEnd(16),
      String(s.files).padStart(5),
      (s.gzip / 1024).toFixed(1).padStart(9),
      (s.raw / 1024).toFixed(1).padStart(9),
    );
  }
  console.log('total'.padEnd(16), ''.padStart(5), (total / 1024).toFixed(1).padStart(9));
}

/** The server-rendered first posts of `path` with JavaScript off: how many articles show. */
async function postsWithoutJavaScript(base, path) {
  const { browser, page } = await signedInBrowser(base, { javaScriptEnabled: false });
  try {
    await page.goto(path);
    return await page.getByRole('feed').getByRole('article').count();
  } finally {
    await browser.close();
  }
}

/** Resolves once React has hydrated the first post of the feed (its element carries a fiber). */
const hydratedFirstPost = (page) =>
  page.waitForFunction(
    () => {
      const article = globalThis.document.querySelector('[role="feed"] article');
      return !!article && Object.keys(article).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );

/**
 * The scripts the page had requested when React committed the hydrated page: the shell marks that
 * moment (User Timing `dash:hydrated`, shell/src/bootstrap.tsx); Resource Timing says when each
 * script was asked for.
 */
const scriptsBeforeHydration = async (page) =>
  new Set(
    await page.evaluate(() => {
      const [mark] = globalThis.performance.getEntriesByName('dash:hydrated', 'mark');
      const at = mark ? mark.startTime : Infinity;
      return globalThis.performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' && entry.startTime <= at)
        .map((entry) => entry.name);
    }),
  );

/** Every phase; resolves { postsWithoutJs, interactive, idle, form } (phases: sizes, elapsed, total). */
export async function measureJs(base) {
  const postsWithoutJs = await postsWithoutJavaScript(base, '/dashboard');
  const { browser, page } = await signedInBrowser(base);
  try {
    const interactive = await measure(
      page,
      () => page.goto('/dashboard', { waitUntil: 'commit' }),
      async () => {
        await page.getByRole('feed').getByRole('article').first().waitFor();
        await hydratedFirstPost(page);
      },
      () => scriptsBeforeHydration(page),
    );
    const idle = await measure(
      page,
      async () => undefined,
      () => page.waitForLoadState('networkidle'),
      null,
      interactive.later,
    );
    const form = await measure(
      page,
      async () => {
        await page.getByRole('button', { name: 'Compose a post' }).click();
        await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
      },
      async () => {
        // Ready to type: the rich editor (Quill, its own lazy chunk) has replaced the fallback field.
        await page.getByRole('dialog', { name: 'New text post' }).locator('.ql-editor').first().waitFor();
        await page.waitForLoadState('networkidle');
      },
    );
    return { postsWithoutJs, interactive, idle, form };
  } finally {
    await browser.close();
  }
}
