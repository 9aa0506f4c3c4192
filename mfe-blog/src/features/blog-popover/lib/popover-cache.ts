import type { BlogPopoverResponse } from '@dash/shared-contracts';

/** How long a blog's popover answer is shown again without a new request. */
export const POPOVER_CACHE_MS = 60_000;

/**
 * The answers of the last minute, so hovering the same names again shows them at once. A follow,
 * subscription or block fact about a blog drops its entry (the controller listens), so a popover
 * never starts from an older relationship than the one announced.
 */
export function createPopoverCache(now: () => number = Date.now) {
  const entries = new Map<string, { data: BlogPopoverResponse; at: number }>();
  return {
    get(name: string): BlogPopoverResponse | undefined {
      const entry = entries.get(name);
      if (entry && now() - entry.at < POPOVER_CACHE_MS) return entry.data;
      entries.delete(name);
      return undefined;
    },
    set(name: string, data: BlogPopoverResponse) {
      entries.set(name, { data, at: now() });
    },
    drop(name: string) {
      entries.delete(name);
    },
  };
}

export type PopoverCache = ReturnType<typeof createPopoverCache>;
