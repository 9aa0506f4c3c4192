import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function dashRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dash-runtime-plugin',
    errorLoadRemote(args) {
      console.warn('[dash] remote failed', args.id, args.error);
      return undefined;
    },
  };
}
