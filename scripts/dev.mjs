// npm run dev                 everything with rebuild on change: the shell and every remote under
//                             webpack --watch, the server under tsx watch.
// npm run dev -- --only compose
//                             one remote from source (watch, served from its own origin on
//                             port 9001), every other remote from the deploy store; prints the
//                             override link that points this browser at the local build.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, ROOT, remoteDir, remoteVersion, run, storeDir, webpackBin } from './lib/workspace.mjs';

const { values } = parseArgs({ options: { only: { type: 'string' }, port: { type: 'string', default: '9001' } } });
const children = [];
function start(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
  child.on('exit', (code) => console.log(`[dev] ${name} exited with ${code}`));
  children.push(child);
}
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const watch = (dir, env) => start(dir, process.execPath, [webpackBin, '--mode', 'development', '--watch'], { cwd: dir, env });
const port = process.env.PORT || '8080';

if (values.only) {
  if (!REMOTES.includes(values.only)) {
    console.error(`--only takes one of ${REMOTES.join(', ')}`);
    process.exit(2);
  }
  await run(process.execPath, [join(ROOT, 'scripts', 'build-all.mjs')]);
  const dir = remoteDir(values.only);
  watch(dir, { DASH_OUT_DIR: join(dir, 'dist') });
  start('static-origin', process.execPath, [
    '--import',
    'tsx',
    join(ROOT, 'server', 'src', 'static-origin.ts'),
    '--port',
    values.port,
    '--root',
    join(dir, 'dist'),
  ]);
  const manifest = `http://localhost:${values.port}/mf-manifest.json`;
  console.log(
    `\n[dev] ${values.only} runs from source. Open this link once; the override stays in this browser:\n  http://localhost:${port}/dashboard?mfe-override=${values.only}=${encodeURIComponent(manifest)}\n  (clear it with ?mfe-override=reset)\n`,
  );
} else {
  watch(join(ROOT, 'shell'));
  for (const remote of REMOTES) {
    // Development writes straight into the local store's folder for the package version.
    watch(remoteDir(remote), { DASH_OUT_DIR: storeDir(remote, remoteVersion(remote)) });
  }
}
// tsx watch restarts the server when its sources change.
start('server', process.execPath, [
  join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
  'watch',
  join(ROOT, 'server', 'src', 'main.ts'),
]);
