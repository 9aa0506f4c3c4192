import { unprocessable } from '../../lib/app-error';

export const UNREACHABLE = "We couldn't load that page.";
export const PAGE_LIMITS = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3 } as const;

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Past the cap the head of the page (where meta tags live) is enough: stop reading.
    const room = maxBytes - total;
    chunks.push(value.length > room ? value.subarray(0, room) : value);
    total += Math.min(value.length, room);
    if (total >= maxBytes) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches an HTML page server-side: http(s) only, 5 s for the whole exchange, at most 3 redirects
 * (each checked again), text/html only, at most 1 MB read. Any failure is 422 UNREACHABLE.
 */
export async function fetchHtml(start: string): Promise<{ url: string; html: string }> {
  const signal = AbortSignal.timeout(PAGE_LIMITS.timeoutMs);
  let url: URL;
  try {
    url = new URL(start);
  } catch {
    throw unprocessable(UNREACHABLE);
  }
  for (let hop = 0; hop <= PAGE_LIMITS.maxRedirects; hop++) {
    if (!isHttp(url)) throw unprocessable(UNREACHABLE);
    let res: Response;
    try {
      res = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'text/html' } });
    } catch {
      throw unprocessable(UNREACHABLE);
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || !type.toLowerCase().includes('text/html')) {
      await res.body?.cancel();
      throw unprocessable(UNREACHABLE);
    }
    try {
      return { url: url.toString(), html: await readCapped(res, PAGE_LIMITS.maxBytes) };
    } catch {
      throw unprocessable(UNREACHABLE);
    }
  }
  throw unprocessable(UNREACHABLE);
}
