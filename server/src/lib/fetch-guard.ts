import { lookup } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { isLoopbackAddress, isNotPublicAddress, unmapAddress } from './ip-range';

/**
 * Where a server-side fetch of an outside URL may go. Public addresses always; private, loopback,
 * link-local, unspecified and multicast ones only for the app's own origin or a listed origin.
 */
export interface FetchGuard {
  /** Origins (`new URL(...).origin`) allowed even on non-public addresses (DASH_FETCH_ALLOW_ORIGINS). */
  allowOrigins: readonly string[];
  /** The address the app listens on (null while it does not listen, e.g. `inject` tests). */
  listening: () => AddressInfo | string | null;
}

/** The address to connect to, already checked: connecting to it (not re-resolving) defeats DNS rebinding. */
export interface CheckedTarget {
  address: string;
  family: 4 | 6;
}

const defaultPort = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** Loopback, every address of this machine's interfaces, and the bound address. */
function isThisMachine(address: string, bound: string): boolean {
  const ip = unmapAddress(address);
  if (isLoopbackAddress(ip) || ip === unmapAddress(bound)) return true;
  return Object.values(os.networkInterfaces()).some((list) => list?.some((i) => unmapAddress(i.address) === ip));
}

/** The app's own origin: its listening port, on an address of this machine (the app answers there). */
function isOwnOrigin(url: URL, addresses: string[], guard: FetchGuard): boolean {
  const listening = guard.listening();
  if (!listening || typeof listening === 'string' || listening.port !== defaultPort(url)) return false;
  return addresses.every((a) => isThisMachine(a, listening.address));
}

/**
 * Resolves the URL's host (all addresses) and answers the one to connect to, or null when the
 * target is refused: any non-public address refuses the host unless the origin is allowed.
 */
export async function checkTarget(url: URL, guard: FetchGuard): Promise<CheckedTarget | null> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let resolved: { address: string; family: number }[];
  try {
    resolved = await lookup(host, { all: true, verbatim: true });
  } catch {
    return null;
  }
  const first = resolved[0];
  if (!first) return null;
  const addresses = resolved.map((r) => r.address);
  const allowed =
    !addresses.some(isNotPublicAddress) || guard.allowOrigins.includes(url.origin) || isOwnOrigin(url, addresses, guard);
  return allowed ? { address: first.address, family: first.family === 6 ? 6 : 4 } : null;
}

/** Normalises DASH_FETCH_ALLOW_ORIGINS (comma-separated http(s) origins); a bad entry stops startup. */
export function parseAllowOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => {
      let url: URL | null = null;
      try {
        url = new URL(s);
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        throw new Error(`DASH_FETCH_ALLOW_ORIGINS: "${s}" is not an http(s) origin`);
      return url.origin;
    });
}
