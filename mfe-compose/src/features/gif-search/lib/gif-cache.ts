import type { GifMedia } from '@dash/shared-contracts';
import { GIF_SEARCH } from './constants';

/** A search result as kept per query (spec 1 §3 "GIF search result"). */
export interface GifSearchResult {
  query: string;
  limit: number;
  loggingContext: string | null;
  media: GifMedia[];
  message: { header: string; body: string } | null;
  /** Set on receipt; the cache entry expires GIF_SEARCH.cacheMs later. */
  timestamp: number;
}

export class GifCache {
  private readonly entries = new Map<string, GifSearchResult>();
  constructor(private readonly maxAgeMs: number = GIF_SEARCH.cacheMs) {}

  get(query: string, now: number): GifSearchResult | null {
    const entry = this.entries.get(query);
    if (!entry) return null;
    if (now - entry.timestamp >= this.maxAgeMs) {
      this.entries.delete(query);
      return null;
    }
    return entry;
  }

  set(result: GifSearchResult): void {
    this.entries.set(result.query, result);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** One cache for the remote: reopening the popover reuses recent searches. */
export const gifCache = new GifCache();
