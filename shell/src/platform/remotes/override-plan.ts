import { REMOTE_NAMES } from '@dash/shared-contracts/core';
import type { EnvironmentRegistry, RemoteName } from '@dash/shared-contracts';
import { applyOverrideParams, decideOverride } from './override-rules';
import type { OverrideTarget, Overrides } from './override-rules';
import type { OverrideRefusal } from './resolve-remotes';

/** One override a link asks for, as the confirmation banner names it. */
export interface OverrideChange {
  remote: RemoteName;
  target: OverrideTarget;
  manifestUrl: string;
}

export interface OverridePlan {
  /** What this page load runs and this browser keeps stored. */
  active: Overrides;
  /** What to store if the person confirms the link's changes; null when the link asks for nothing new. */
  proposed: Overrides | null;
  changes: OverrideChange[];
  refusals: OverrideRefusal[];
  invalid: Array<{ raw: string; reason: string }>;
}

const sameTarget = (a: OverrideTarget | undefined, b: OverrideTarget) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an `?mfe-override=` link may do (issue 7, defect 3). A link is someone else's words: a crafted one
 * must not run foreign code on its own. So where the environment allows overrides, whatever the link
 * adds or changes is only proposed (the banner asks the person to confirm); removing one is always
 * safe and happens at once. Where the environment refuses overrides, nothing is applied or kept, and
 * one stored before is dropped.
 */
export function planOverrides(input: {
  registry: EnvironmentRegistry;
  stored: Overrides;
  params: string[];
  pageUrl: string;
}): OverridePlan {
  const { registry, stored, params, pageUrl } = input;
  if (!registry.allowOverrides) {
    // Stored ones too: each gets a visible refusal once, then it is gone from storage.
    const { overrides: asked, invalid } = applyOverrideParams(stored, params);
    const refusals = Object.keys(asked).map((remote) => ({
      remote: remote as RemoteName,
      reason: `overrides are disabled in ${registry.environment}`,
    }));
    return { active: {}, proposed: null, changes: [], refusals, invalid };
  }

  const { overrides: wanted, invalid } = applyOverrideParams(stored, params);
  const active: Overrides = {};
  const proposed: Overrides = {};
  const changes: OverrideChange[] = [];
  const refusals: OverrideRefusal[] = [];
  for (const name of REMOTE_NAMES) {
    const target = wanted[name];
    if (!target) continue;
    const decision = decideOverride(registry, name, target, pageUrl);
    if (!decision.ok) {
      refusals.push({ remote: name, reason: decision.reason });
      continue;
    }
    proposed[name] = target;
    if (sameTarget(stored[name], target)) {
      active[name] = target;
      continue;
    }
    changes.push({ remote: name, target, manifestUrl: decision.manifestUrl });
    // Until the change is confirmed, the override confirmed before keeps running.
    const before = stored[name];
    if (before && decideOverride(registry, name, before, pageUrl).ok) active[name] = before;
  }
  return { active, proposed: changes.length > 0 ? proposed : null, changes, refusals, invalid };
}

/** "compose → version 1.1.0" or "compose → http://…/mf-manifest.json", for the banners. */
export function describeTarget(remote: RemoteName, target: OverrideTarget): string {
  return 'version' in target ? `${remote} → version ${target.version}` : `${remote} → ${target.url}`;
}
