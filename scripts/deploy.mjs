// npm run deploy -- <remote> [--version x.y.z] [--contracts-major N]
// Publishes ONE remote into the deploy store without rebuilding anything else. A version, once
// published, is immutable: deploying other sources under the same version is refused.
import { parseArgs } from 'node:util';
import { deployRemote } from './lib/deploy-remote.mjs';
import { REMOTES, storeDir } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'contracts-major': { type: 'string' } },
});
const remote = positionals[0];
if (!remote || !REMOTES.includes(remote)) {
  console.error(`Usage: npm run deploy -- <${REMOTES.join('|')}> [--version x.y.z] [--contracts-major N]`);
  process.exit(2);
}
const contractsMajor = values['contracts-major'] === undefined ? undefined : Number(values['contracts-major']);
try {
  const result = await deployRemote(remote, { version: values.version, contractsMajor });
  const version = values.version ?? '(package version)';
  console.log(
    result === 'unchanged'
      ? `${remote} ${version} is already deployed from these sources.`
      : `Deployed ${remote} to ${storeDir(remote, values.version ?? '')}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
