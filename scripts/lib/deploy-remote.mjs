// Builds one remote into an immutable, versioned folder of the deploy store:
// deploy-store/mfe/<remote>/<version>/ with its mf-manifest.json, assets and dash-build.json.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressDir } from './precompress.mjs';
import { DEPLOY_STORE, ROOT, exists, remoteDir, remoteVersion, run, sourceHash, storeDir, webpackBin } from './workspace.mjs';

/**
 * @param {string} remote
 * @param {{ version?: string, contractsMajor?: number, replace?: boolean, quiet?: boolean, dir?: string }} options
 *   dir: build from another folder (a test fixture) under the remote's name.
 *   replace: a local build may replace the same version when its sources changed (npm run build);
 *   a release (npm run deploy) never does: a published version is immutable.
 * @returns {Promise<'built' | 'unchanged'>}
 */
export async function deployRemote(remote, options = {}) {
  const version = options.version || remoteVersion(remote);
  const buildOptions = { version, contractsMajor: options.contractsMajor ?? null };
  const dir = options.dir ?? remoteDir(remote);
  const hash = sourceHash(dir, buildOptions);
  const target = storeDir(remote, version);
  const metaFile = join(target, 'dash-build.json');
  if (exists(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    if (meta.sourceHash === hash) {
      // Same bytes, only their encodings added (a version published before precompression).
      await precompressDir(target);
      return 'unchanged';
    }
    if (!options.replace) {
      throw new Error(
        `${remote} ${version} is already deployed from other sources (immutable). Bump the version in mfe-${remote}/package.json or pass --version.`,
      );
    }
  }
  const staging = join(DEPLOY_STORE, '.staging', `${remote}-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const env = { DASH_OUT_DIR: staging, DASH_REMOTE_VERSION: version };
  if (options.contractsMajor !== undefined) env.DASH_CONTRACTS_MAJOR = String(options.contractsMajor);
  await run(process.execPath, [webpackBin, '--mode', 'production', ...(options.quiet ? ['--stats', 'errors-warnings'] : [])], {
    cwd: dir,
    env,
  });
  const contractsMajor =
    options.contractsMajor ??
    Number(JSON.parse(readFileSync(join(ROOT, 'shared-contracts', 'package.json'), 'utf8')).version.split('.')[0]);
  writeFileSync(
    join(staging, 'dash-build.json'),
    JSON.stringify({ name: remote, version, contractsMajor, sourceHash: hash, builtAt: new Date().toISOString() }, null, 2),
  );
  // Before the version appears in the store: it is served with its .br and .gz from the first request.
  await precompressDir(staging);
  mkdirSync(join(target, '..'), { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  return 'built';
}
