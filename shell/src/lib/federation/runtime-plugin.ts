import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Only this import: the plugin runs before the async boundary, where shared modules cannot load.
import { REMOTE_ERROR_CODES, RemoteError, describeError, isRemoteError } from '../../platform/remotes/remote-errors';

/**
 * The shell's federation runtime plugin. A remote that cannot load must never blank the page
 * (module-federation/core issues 3877 and 3452): every failure reaches the shell's loader as a
 * rejected promise carrying a stable DASH-REMOTE code, and nothing failed stays cached.
 */
export default function dashRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dash-runtime-plugin',
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args;
      // Manifest fetch failed: answering nothing lets the runtime drop the manifest from its cache
      // and throw; the failure then comes back here as 'onLoad'.
      if (lifecycle === 'afterResolve') return undefined;
      // Share negotiation touching a remote entry (version-first only): skip that remote, keep the host.
      if (lifecycle === 'beforeLoadShare') {
        console.warn(`[dash remotes] skipped ${id} during share negotiation: ${describeError(error)}`);
        return undefined;
      }
      if (isRemoteError(error)) throw error;
      const remote = id.split('/')[0] ?? id;
      throw new RemoteError(remote, REMOTE_ERROR_CODES.loadFailed, `could not be loaded: ${describeError(error)}`, {
        cause: error,
      });
    },
  };
}
