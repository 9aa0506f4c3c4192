// node scripts/lib/wire-bytes.mjs [url]: the bytes a signed-in user's fresh browser really
// transfers for /dashboard until the network is idle (compressed bodies plus headers, as Chromium
// counts them), by kind of resource. Runs against a started server (default http://localhost:8080;
// BENCH_EMAIL / BENCH_PASSWORD as in npm run bench). docs/performance.md "Compression" quotes it.
import { signedInBrowser } from './bench-browser.mjs';

const base = process.argv[2] || process.env.BENCH_URL || 'http://localhost:8080';

const { browser, page } = await signedInBrowser(base);
try {
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto('/dashboard');
  await page.getByRole('feed').getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');

  const kinds = new Map();
  let total = 0;
  let decoded = 0;
  for (const request of responses) {
    const sizes = await request.sizes();
    const response = await request.response();
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    const wire = sizes.responseBodySize + sizes.responseHeadersSize;
    const kind = request.resourceType();
    const entry = kinds.get(kind) ?? { files: 0, wire: 0, decoded: 0, encoded: 0 };
    entry.files += 1;
    entry.wire += wire;
    entry.decoded += body.length;
    if (response?.headers()['content-encoding']) entry.encoded += 1;
    kinds.set(kind, entry);
    total += wire;
    decoded += body.length;
  }
  console.log(
    `${base}/dashboard, signed in as ${process.env.BENCH_EMAIL || 'alex@demo.test'}, fresh browser, until network idle`,
  );
  console.log('kind'.padEnd(12), 'files'.padStart(5), 'encoded'.padStart(8), 'wire KB'.padStart(9), 'decoded KB'.padStart(11));
  for (const [kind, s] of [...kinds].sort((a, b) => b[1].wire - a[1].wire)) {
    console.log(
      kind.padEnd(12),
      String(s.files).padStart(5),
      String(s.encoded).padStart(8),
      (s.wire / 1024).toFixed(1).padStart(9),
      (s.decoded / 1024).toFixed(1).padStart(11),
    );
  }
  console.log(
    'total'.padEnd(12),
    String(responses.length).padStart(5),
    ''.padStart(8),
    (total / 1024).toFixed(1).padStart(9),
    (decoded / 1024).toFixed(1).padStart(11),
  );
} finally {
  await browser.close();
}
