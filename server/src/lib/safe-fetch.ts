import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { checkTarget, type CheckedTarget, type FetchGuard } from './fetch-guard';

/** Limits of every server-side fetch of an outside URL (link previews, photos by URL). */
export const FETCH_LIMITS = { timeoutMs: 5000, maxRedirects: 3 } as const;

/** Why a fetch failed: callers turn it into their own user-facing message. */
export class FetchFailed extends Error {
  readonly reason: 'unreachable' | 'too-big';
  constructor(reason: 'unreachable' | 'too-big') {
    super(reason);
    this.reason = reason;
  }
}

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** Statuses whose Response may not carry a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * One GET to the checked address. node:http rather than fetch: its `lookup` hook pins the connection
 * to the address checkTarget approved (global fetch cannot, short of adding undici as a dependency),
 * while the URL's host still names the Host header and TLS server name/certificate check.
 */
function getPinned(url: URL, target: CheckedTarget, accept: string, signal: AbortSignal): Promise<Response> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const request = (url.protocol === 'https:' ? https : http).request;
  return new Promise<Response>((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { accept }, signal, lookup }, (incoming) => {
      const status = incoming.statusCode ?? 0;
      if (status < 200 || status > 599) {
        incoming.destroy();
        return reject(new FetchFailed('unreachable'));
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
      }
      const body = NULL_BODY.has(status) ? null : (Readable.toWeb(incoming) as unknown as ReadableStream<Uint8Array>);
      if (!body) incoming.resume();
      resolve(new Response(body, { status, headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * GETs an outside URL: http(s) only, at most 3 redirects (each target checked again), one 5 s
 * budget for the whole exchange including reading the body (the returned response keeps the
 * signal). Every hop's host must pass the guard (lib/fetch-guard: no private, loopback or link-local
 * address unless the origin is the app's own or listed). Answers the final 2xx response; anything
 * else throws FetchFailed('unreachable').
 */
export async function safeFetch(start: string, accept: string, guard: FetchGuard): Promise<{ url: URL; res: Response }> {
  const signal = AbortSignal.timeout(FETCH_LIMITS.timeoutMs);
  let url: URL;
  try {
    url = new URL(start);
  } catch {
    throw new FetchFailed('unreachable');
  }
  for (let hop = 0; hop <= FETCH_LIMITS.maxRedirects; hop++) {
    if (!isHttp(url)) throw new FetchFailed('unreachable');
    const target = await checkTarget(url, guard);
    if (!target) throw new FetchFailed('unreachable');
    let res: Response;
    try {
      res = await getPinned(url, target, accept, signal);
    } catch {
      throw new FetchFailed('unreachable');
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel().catch(() => undefined);
      try {
        url = new URL(location, url);
      } catch {
        throw new FetchFailed('unreachable');
      }
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new FetchFailed('unreachable');
    }
    return { url, res };
  }
  throw new FetchFailed('unreachable');
}

/**
 * Reads at most `maxBytes` of the body. Past the cap, 'truncate' keeps the head (an HTML page's meta
 * tags live there) and 'fail' throws FetchFailed('too-big') (half an image is no image).
 */
export async function readCapped(res: Response, maxBytes: number, overflow: 'truncate' | 'fail'): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (overflow === 'fail' && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new FetchFailed('too-big');
  }
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - total;
      if (value.length > room && overflow === 'fail') {
        await reader.cancel().catch(() => undefined);
        throw new FetchFailed('too-big');
      }
      chunks.push(value.length > room ? value.subarray(0, room) : value);
      total += Math.min(value.length, room);
      if (total >= maxBytes) {
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
  } catch (err) {
    throw err instanceof FetchFailed ? err : new FetchFailed('unreachable');
  }
  return Buffer.concat(chunks);
}
