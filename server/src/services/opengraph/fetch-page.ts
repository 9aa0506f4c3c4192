import { unprocessable } from '../../lib/app-error';
import type { FetchGuard } from '../../lib/fetch-guard';
import { FETCH_LIMITS, readCapped, safeFetch } from '../../lib/safe-fetch';

export const UNREACHABLE = "We couldn't load that page.";
export const PAGE_LIMITS = { ...FETCH_LIMITS, maxBytes: 1024 * 1024 } as const;

/**
 * Fetches an HTML page server-side (lib/safe-fetch: http(s) only, public addresses unless the guard allows the origin, 5 s, at most 3 redirects), text/html
 * only, at most 1 MB read. Any failure is 422 UNREACHABLE.
 */
export async function fetchHtml(start: string, guard: FetchGuard): Promise<{ url: string; html: string }> {
  try {
    const { url, res } = await safeFetch(start, 'text/html', guard);
    const type = res.headers.get('content-type') ?? '';
    if (!type.toLowerCase().includes('text/html')) {
      await res.body?.cancel().catch(() => undefined);
      throw unprocessable(UNREACHABLE);
    }
    const body = await readCapped(res, PAGE_LIMITS.maxBytes, 'truncate');
    return { url: url.toString(), html: body.toString('utf8') };
  } catch {
    throw unprocessable(UNREACHABLE);
  }
}
