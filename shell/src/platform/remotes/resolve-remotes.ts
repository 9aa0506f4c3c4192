import { REMOTE_NAMES } from '@dash/shared-contracts/core';
import type { EnvironmentRegistry, RemoteEntry, RemoteName } from '@dash/shared-contracts';
import { applyOverrideParams, decideOverride } from './override-rules';
import type { OverrideTarget, Overrides } from './override-rules';

/** A remote as this page will load it: pinned by the environment, or overridden for this browser. */
export interface ResolvedRemote {
  name: RemoteName;
  /** The environment's entry (routes, slots, login, pinned version and contracts major). */
  entry: RemoteEntry;
  manifestUrl: string;
  source: 'pinned' | 'override';
  /** The version expected from the registry or the override; null for a URL override. */
  expectedVersion: string | null;
  override?: OverrideTarget;
}

export interface OverrideRefusal {
  remote: RemoteName;
  reason: string;
}

export interface ResolvedRemotes {
  remotes: ResolvedRemote[];
  /** The overrides to keep in storage (refused ones are dropped). */
  overrides: Overrides;
  refusals: OverrideRefusal[];
  invalid: Array<{ raw: string; reason: string }>;
}

export function resolveRemotes(input: {
  registry: EnvironmentRegistry;
  stored: Overrides;
  params: string[];
  pageUrl: string;
}): ResolvedRemotes {
  const { registry, pageUrl } = input;
  const { overrides: wanted, invalid } = applyOverrideParams(input.stored, input.params);
  const overrides: Overrides = {};
  const refusals: OverrideRefusal[] = [];

  const remotes = REMOTE_NAMES.map((name): ResolvedRemote => {
    const entry = registry.remotes[name];
    const pinned: ResolvedRemote = {
      name,
      entry,
      manifestUrl: new URL(entry.manifestUrl, pageUrl).href,
      source: 'pinned',
      expectedVersion: entry.version,
    };
    const target = wanted[name];
    if (!target) return pinned;
    const decision = decideOverride(registry, name, target, pageUrl);
    if (!decision.ok) {
      refusals.push({ remote: name, reason: decision.reason });
      return pinned;
    }
    overrides[name] = target;
    return {
      name,
      entry,
      manifestUrl: decision.manifestUrl,
      source: 'override',
      expectedVersion: decision.version,
      override: target,
    };
  });

  return { remotes, overrides, refusals, invalid };
}

export function overrideRefusalNotice(refusal: OverrideRefusal): string {
  return `Override for ${refusal.remote} refused: ${refusal.reason}`;
}
