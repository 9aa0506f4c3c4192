import { REMOTE_NAMES } from '@dash/shared-contracts/core';
import type { EnvironmentRegistry, RemoteEntry, RemoteName } from '@dash/shared-contracts';

/** Where an override points: another version in the pinned deploy store, or a manifest URL. */
export type OverrideTarget = { version: string } | { url: string };
export type Overrides = Partial<Record<RemoteName, OverrideTarget>>;

export type OverrideParam =
  | { action: 'reset' }
  | { action: 'clear'; remote: RemoteName }
  | { action: 'set'; remote: RemoteName; target: OverrideTarget }
  | { action: 'invalid'; raw: string; reason: string };

const VERSION = /^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/;
const WILDCARD_PORT = /^(https?):\/\/([^/:]+):\*$/i;

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * One `mfe-override` value: `reset`, `compose@1.1.0`, `compose=https://host:port/mf-manifest.json`,
 * or `compose@` / `compose=` to clear one. The separator that comes first wins, so a URL with an
 * `@` in it still parses as a URL.
 */
export function parseOverrideParam(raw: string): OverrideParam {
  const value = raw.trim();
  if (value === 'reset') return { action: 'reset' };
  const eq = value.indexOf('=');
  const at = value.indexOf('@');
  const useUrl = eq !== -1 && (at === -1 || eq < at);
  const cut = useUrl ? eq : at;
  if (cut <= 0) return { action: 'invalid', raw, reason: 'use remote@version, remote=manifest-url or reset' };
  const remote = value.slice(0, cut).trim();
  const rest = value.slice(cut + 1).trim();
  if (!isRemoteName(remote)) return { action: 'invalid', raw, reason: `there is no remote named "${remote}"` };
  if (rest === '') return { action: 'clear', remote };
  if (useUrl) return { action: 'set', remote, target: { url: rest } };
  if (!VERSION.test(rest)) return { action: 'invalid', raw, reason: `"${rest}" is not a version like 1.2.3` };
  return { action: 'set', remote, target: { version: rest } };
}

/** Applies the query's override values, in order, to what the browser had stored. */
export function applyOverrideParams(
  stored: Overrides,
  params: string[],
): { overrides: Overrides; invalid: Array<{ raw: string; reason: string }> } {
  let overrides: Overrides = { ...stored };
  const invalid: Array<{ raw: string; reason: string }> = [];
  for (const raw of params) {
    const param = parseOverrideParam(raw);
    if (param.action === 'reset') overrides = {};
    else if (param.action === 'clear') delete overrides[param.remote];
    else if (param.action === 'set') overrides[param.remote] = param.target;
    else invalid.push({ raw: param.raw, reason: param.reason });
  }
  return { overrides, invalid };
}

/** Whether an origin is in the allow-list: exact origins, or `http://host:*` for any port. A bare "*" allows nothing. */
export function originAllowed(origin: string, allowed: string[]): boolean {
  const url = new URL(origin);
  return allowed.some((pattern) => {
    const trimmed = pattern.trim();
    if (trimmed === '*' || trimmed === '') return false;
    const wildcard = WILDCARD_PORT.exec(trimmed);
    if (wildcard) {
      return url.protocol === `${wildcard[1]!.toLowerCase()}:` && url.hostname === wildcard[2]!.toLowerCase();
    }
    try {
      return new URL(trimmed).origin === url.origin;
    } catch {
      return false;
    }
  });
}

export type OverrideDecision = { ok: true; manifestUrl: string; version: string | null } | { ok: false; reason: string };

/**
 * Decides one override. The pinned manifest's origin is trusted already (the environment runs code
 * from it), so a version swap there needs only `allowOverrides`; any other origin must be listed.
 */
export function decideOverride(
  registry: EnvironmentRegistry,
  remote: RemoteName,
  target: OverrideTarget,
  pageUrl: string,
): OverrideDecision {
  if (!registry.allowOverrides) return { ok: false, reason: `overrides are disabled in ${registry.environment}` };
  const pinned: RemoteEntry = registry.remotes[remote];
  const pinnedUrl = new URL(pinned.manifestUrl, pageUrl);

  let url: URL;
  let version: string | null = null;
  if ('version' in target) {
    const segments = pinnedUrl.pathname.split('/');
    const index = segments.lastIndexOf(pinned.version);
    if (index === -1) return { ok: false, reason: `the pinned manifest URL has no version segment to swap` };
    segments[index] = target.version;
    url = new URL(pinnedUrl.href);
    url.pathname = segments.join('/');
    version = target.version;
  } else {
    try {
      url = new URL(target.url);
    } catch {
      return { ok: false, reason: `"${target.url}" is not an absolute URL` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { ok: false, reason: `only http and https URLs are allowed` };
  }

  if (url.origin !== pinnedUrl.origin && !originAllowed(url.origin, registry.allowedOverrideOrigins)) {
    return { ok: false, reason: `${url.origin} is not an allowed override origin` };
  }
  return { ok: true, manifestUrl: url.href, version };
}
