// npm run build: the shell's production build plus every remote published to the local deploy
// store at its package version. Builds whose sources did not change are skipped.
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { deployRemote } from './lib/deploy-remote.mjs';
import { describeTotals, precompressDir } from './lib/precompress.mjs';
import { exists, REMOTES, ROOT, run, sourceHash, webpackBin } from './lib/workspace.mjs';

async function buildShell() {
  const shellDir = join(ROOT, 'shell');
  const stamp = join(shellDir, 'dist', '.source-hash');
  const hash = sourceHash(shellDir);
  const unchanged = exists(stamp) && readFileSync(stamp, 'utf8') === hash && exists(join(shellDir, 'dist-server', 'render.js'));
  if (!unchanged)
    await run(process.execPath, [webpackBin, '--mode', 'production', '--stats', 'errors-warnings'], { cwd: shellDir });
  // Also for an unchanged build: a dist made before precompression gets its .br and .gz now.
  const encodings = describeTotals(await precompressDir(join(shellDir, 'dist')));
  if (!unchanged) writeFileSync(stamp, hash);
  return `${unchanged ? 'unchanged' : 'built'} (${encodings})`;
}

const started = Date.now();
console.log(`shell: ${await buildShell()}`);
for (const remote of REMOTES) {
  console.log(`${remote}: ${await deployRemote(remote, { replace: true, quiet: true })}`);
}
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
