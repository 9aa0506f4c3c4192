// Where things live, and the helpers every script shares.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REMOTES = ['compose', 'messaging', 'blog', 'share', 'activity'];
export const DEPLOY_STORE = process.env.DASH_DEPLOY_STORE || join(ROOT, 'deploy-store');

export const remoteDir = (remote) => join(ROOT, `mfe-${remote}`);
export const remoteVersion = (remote) => JSON.parse(readFileSync(join(remoteDir(remote), 'package.json'), 'utf8')).version;
export const storeDir = (remote, version) => join(DEPLOY_STORE, 'mfe', remote, version);

function listFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-server'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out;
}

/**
 * A hash of everything a front-end build depends on: the package's own files, the contracts,
 * remote-kit, post-kit, the shared webpack configuration, the lockfile and the build options. Same hash,
 * same build.
 */
export function sourceHash(packageDir, options = {}) {
  const hash = createHash('sha256');
  // remote-kit and post-kit are bundled into the builds at build time.
  const inputs = [
    packageDir,
    join(ROOT, 'shared-contracts', 'src'),
    join(ROOT, 'remote-kit', 'src'),
    join(ROOT, 'post-kit', 'src'),
    join(ROOT, 'tools', 'webpack'),
  ];
  for (const input of inputs) {
    for (const file of listFiles(input).sort()) {
      hash.update(relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  hash.update(JSON.stringify(options));
  return hash.digest('hex').slice(0, 16);
}

export function exists(path) {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command, streaming its output, and rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

export const webpackBin = join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');
