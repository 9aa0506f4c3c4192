// npm run bench: the JS bytes (gzip) a signed-in user's browser loads before the feed shows, after
// it at idle, and when the post form opens, per package (a fresh browser, nothing cached). Runs against a running server (npm start), default
// http://localhost:8080 (BENCH_URL), signing in as a demo user (BENCH_EMAIL / BENCH_PASSWORD).
import { gzipSync } from 'node:zlib';
import { signedInBrowser } from './lib/bench-browser.mjs';

const base = process.env.BENCH_URL || 'http://localhost:8080';

function packageOf(url) {
  const { pathname, origin } = new URL(url);
  const remote = pathname.match(/\/mfe\/([^/]+)\//);
  if (remote) return `mfe-${remote[1]}`;
  if (pathname.startsWith('/shell/')) return 'shell';
  return `other (${origin})`;
}

async function measure(page, action, ready) {
  const sizes = new Map();
  const pending = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => {
          const pkg = packageOf(response.url());
          const entry = sizes.get(pkg) ?? { files: 0, gzip: 0, raw: 0 };
          entry.files += 1;
          entry.raw += body.length;
          entry.gzip += gzipSync(body, { level: 9 }).length;
          sizes.set(pkg, entry);
        })
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  const started = Date.now();
  await action();
  await ready();
  const elapsed = Date.now() - started;
  page.off('response', onResponse);
  await Promise.all(pending);
  return { sizes, elapsed };
}

function print(title, { sizes, elapsed }) {
  console.log(`\n${title} (${elapsed} ms)`);
  console.log('package'.padEnd(16), 'files'.padStart(5), 'gzip KB'.padStart(9), 'raw KB'.padStart(9));
  let total = 0;
  for (const [pkg, s] of [...sizes].sort()) {
    total += s.gzip;
    console.log(
      pkg.padEnd(16),
      String(s.files).padStart(5),
      (s.gzip / 1024).toFixed(1).padStart(9),
      (s.raw / 1024).toFixed(1).padStart(9),
    );
  }
  console.log('total'.padEnd(16), ''.padStart(5), (total / 1024).toFixed(1).padStart(9));
}

const { browser, page } = await signedInBrowser(base);
try {
  const feed = await measure(
    page,
    () => page.goto('/dashboard'),
    () => page.getByRole('feed').getByRole('article').first().waitFor(),
  );
  print('1. Until the first post shows', feed);
  const idle = await measure(
    page,
    async () => undefined,
    () => page.waitForLoadState('networkidle'),
  );
  print('2. After the feed, at idle (remotes and header widgets)', idle);
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
  print('3. Opening the post form from the dashboard', form);
} finally {
  await browser.close();
}
