import type { OpenGraph } from '@dash/shared-contracts';
import { badRequest } from '../../lib/app-error';
import type { FetchGuard } from '../../lib/fetch-guard';
import { fetchHtml } from './fetch-page';
import { readPageMeta } from './parse';

/** POST /svc/post/opengraph { url }: what the link form pre-fills. */
export async function openGraph(body: Record<string, unknown>, guard: FetchGuard): Promise<OpenGraph> {
  const raw = body.url;
  if (typeof raw !== 'string' || !raw.trim()) throw badRequest('No url.', 'url');
  const trimmed = raw.trim();
  // Spec 1 §5: a source URL without a protocol gets http added.
  const start = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `http://${trimmed}`;
  if (!/^https?:\/\//i.test(start)) throw badRequest('Not a valid URL', 'url');
  const page = await fetchHtml(start, guard);
  const meta = readPageMeta(page.html);
  let thumbnail: string | null = null;
  if (meta.image) {
    try {
      const abs = new URL(meta.image, page.url);
      thumbnail = abs.protocol === 'http:' || abs.protocol === 'https:' ? abs.toString() : null;
    } catch {
      thumbnail = null;
    }
  }
  return { url: page.url, title: meta.title, excerpt: meta.description, author: meta.author, thumbnail };
}
