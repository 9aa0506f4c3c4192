import { REMOTE_NAMES } from '@dash/shared-contracts/core';
import type { OverrideTarget, Overrides } from './override-rules';

export const OVERRIDES_STORAGE_KEY = 'dash:mfe-overrides';
export const OVERRIDE_PARAM = 'mfe-override';

/** `{ "version": "1.1.0" }` or `{ "url": "…" }`, nothing else (checked by hand: this runs at start, before zod loads). */
function storedTarget(value: unknown): OverrideTarget | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const key = keys[0];
  if (keys.length !== 1 || key === undefined) return undefined;
  const text = (value as Record<string, unknown>)[key];
  if (typeof text !== 'string' || text.length === 0) return undefined;
  if (key === 'version') return { version: text };
  if (key === 'url') return { url: text };
  return undefined;
}

/** What this browser stored; anything unreadable counts as no overrides. */
export function readStoredOverrides(storage: Storage | null): Overrides {
  if (!storage) return {};
  try {
    const raw = storage.getItem(OVERRIDES_STORAGE_KEY);
    if (!raw) return {};
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    const entries = Object.values(stored as Record<string, unknown>);
    // One malformed entry makes the whole value unreadable, as before: no half-applied overrides.
    if (entries.some((entry) => storedTarget(entry) === undefined)) return {};
    const overrides: Overrides = {};
    for (const name of REMOTE_NAMES) {
      const target = storedTarget((stored as Record<string, unknown>)[name]);
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
