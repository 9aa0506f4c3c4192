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

/**
 * GETs an outside URL: http(s) only, at most 3 redirects (each target checked again), one 5 s
 * budget for the whole exchange including reading the body (the returned response keeps the
 * signal). Answers the final 2xx response; anything else throws FetchFailed('unreachable').
 */
export async function safeFetch(start: string, accept: string): Promise<{ url: URL; res: Response }> {
  const signal = AbortSignal.timeout(FETCH_LIMITS.timeoutMs);
  let url: URL;
  try {
    url = new URL(start);
  } catch {
    throw new FetchFailed('unreachable');
  }
  for (let hop = 0; hop <= FETCH_LIMITS.maxRedirects; hop++) {
    if (!isHttp(url)) throw new FetchFailed('unreachable');
    let res: Response;
    try {
      res = await fetch(url, { redirect: 'manual', signal, headers: { accept } });
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
