// Lighthouse on the signed-in pages: the `lighthouse` package (its default config: the mobile preset
// with simulated throttling, performance category only) driving Debian's Chromium, launched by
// chrome-launcher with the flags the e2e suite uses. The session cookie (signed in through the API)
// goes with every request as an extra header. Each page runs `runs` times; the median of each
// figure is reported, with the spread.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures of one Lighthouse result (times in ms, bytes in bytes, score 0–100). */
export function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

/** Median and range of each figure over several runs. */
export function summarise(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) {
    const values = runs.map((r) => r[key]);
    out[key] = { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  }
  return out;
}

/** Runs that Lighthouse could not trace (NO_NAVSTART) and that are made again, per page. */
const MAX_RETRIES = 3;

/** Runs Lighthouse `runs` times on each path of `base`; resolves { path: summary }. */
export async function lighthousePages(base, paths, { cookie, runs = 3, log = () => undefined }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const results = {};
    for (const path of paths) {
      const figures = [];
      let retries = 0;
      for (let i = 0; i < runs; i += 1) {
        const started = Date.now();
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          extraHeaders: { Cookie: cookie },
        });
        const { lhr } = result;
        // Lighthouse's own advice for a trace it could not record: run again (the run is not counted).
        if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries < MAX_RETRIES) {
          retries += 1;
          log(`lighthouse ${path}: ${lhr.runtimeError.code}, running again`);
          i -= 1;
          continue;
        }
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== path) throw new Error(`Lighthouse on ${path} ended on ${landed}: not signed in?`);
        figures.push(figuresOf(lhr));
        log(
          `lighthouse ${path} run ${i + 1}/${runs}: ${JSON.stringify(figures.at(-1))} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      results[path] = summarise(figures);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
