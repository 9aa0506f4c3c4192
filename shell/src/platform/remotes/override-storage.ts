import { z } from 'zod';
import { REMOTE_NAMES } from '@dash/shared-contracts';
import type { Overrides } from './override-rules';

export const OVERRIDES_STORAGE_KEY = 'dash:mfe-overrides';
export const OVERRIDE_PARAM = 'mfe-override';

const TargetSchema = z.union([z.object({ version: z.string().min(1) }).strict(), z.object({ url: z.string().min(1) }).strict()]);
const StoredSchema = z.record(z.string(), TargetSchema);

/** What this browser stored; anything unreadable counts as no overrides. */
export function readStoredOverrides(storage: Storage | null): Overrides {
  if (!storage) return {};
  try {
    const raw = storage.getItem(OVERRIDES_STORAGE_KEY);
    if (!raw) return {};
    const parsed = StoredSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return {};
    const overrides: Overrides = {};
    for (const name of REMOTE_NAMES) {
      const target = parsed.data[name];
      if (target) overrides[name] = target;
    }
    return overrides;
  } catch {
    return {};
  }
}

export function writeStoredOverrides(storage: Storage | null, overrides: Overrides): void {
  if (!storage) return;
  try {
    if (Object.keys(overrides).length === 0) storage.removeItem(OVERRIDES_STORAGE_KEY);
    else storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    // Storage can be full or forbidden (private windows): overrides then last for this page only.
  }
}

export function overrideParams(search: string): string[] {
  return new URLSearchParams(search).getAll(OVERRIDE_PARAM);
}

/** The URL without its override parameters, to reload after the panel changed the overrides. */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(OVERRIDE_PARAM);
  return url.href;
}

export function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
