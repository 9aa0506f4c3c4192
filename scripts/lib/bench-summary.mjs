// The closing table of npm run bench: each figure of issue 8 beside its target, and whether it is met.

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const range = (s, format) => `${format(s.median)} (${format(s.min)}–${format(s.max)})`;

/** Rows [figure, measured, target, met] from the figures npm run bench gathered. */
export function summaryRows({ lighthouse, js, server, postgres }) {
  const rows = [];
  for (const [path, s] of Object.entries(lighthouse ?? {})) {
    rows.push([`${path} Lighthouse performance`, range(s.score, String), '≥ 90', s.score.median >= 90]);
    rows.push([`${path} LCP`, range(s.lcp, (ms) => `${(ms / 1000).toFixed(2)} s`), '≤ 2.0 s', s.lcp.median <= 2000]);
    rows.push([`${path} TBT`, range(s.tbt, (ms) => `${ms.toFixed(0)} ms`), '≤ 200 ms', s.tbt.median <= 200]);
    rows.push([`${path} CLS`, range(s.cls, (v) => v.toFixed(3)), '≤ 0.02', s.cls.median <= 0.02]);
    rows.push([`${path} bytes transferred`, range(s.bytes, kb), '≤ 400 KB', s.bytes.median <= 400 * 1024]);
  }
  if (js) {
    const shown = js.postsWithoutJs > 0;
    rows.push([
      'JS needed for the first posts',
      shown ? `0 KB (${js.postsWithoutJs} posts with JS off)` : 'no post without JS',
      '0 KB',
      shown,
    ]);
    rows.push(['JS (gzip) before interactive', kb(js.interactive.total), '≤ 120 KB', js.interactive.total <= 120 * 1024]);
  }
  for (const r of server ?? []) {
    if (r.endpoint === 'poll') {
      rows.push([
        `poll, ${r.connections} conn.`,
        `${r.ratio.toFixed(2)}× hello (${r.rps.toFixed(0)} req/s)`,
        '≥ 0.5×',
        r.ratio >= 0.5,
      ]);
    }
    if (r.endpoint === 'dashboard feed') {
      const target = r.connections <= 50 ? '≤ 50 ms' : '— (≤ 50 ms at 50)';
      const met = r.connections <= 50 ? r.p99 <= 50 : null;
      rows.push([`feed p99, ${r.connections} conn.`, `${r.p99} ms (${r.rps.toFixed(0)} req/s, ${r.bad} failed)`, target, met]);
    }
  }
  // Issue 12: the same figures on PostgreSQL, one instance and two; measured, no target of their own.
  for (const r of postgres ?? []) {
    const where = `PostgreSQL, ${r.instances} inst., ${r.connections} conn.`;
    if (r.endpoint === 'poll')
      rows.push([`poll, ${where}`, `${r.ratio.toFixed(2)}× hello (${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms)`, '', null]);
    if (r.endpoint === 'dashboard feed')
      rows.push([`feed p99, ${where}`, `${r.p99} ms (${r.rps.toFixed(0)} req/s, ${r.bad} failed)`, '', null]);
  }
  return rows;
}

export function printSummary(figures) {
  const rows = summaryRows(figures);
  if (rows.length === 0) return;
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['figure', 'measured', 'target'][i].length));
  const line = (cells) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c)).join('  ');
  console.log('\nIssue 8 figures (Lighthouse: median of the runs, range in brackets)');
  console.log(line(['figure', 'measured', 'target', 'met']));
  for (const [figure, measured, target, met] of rows) {
    console.log(line([figure, measured, target, met === null ? '' : met ? 'yes' : 'NO']));
  }
}
