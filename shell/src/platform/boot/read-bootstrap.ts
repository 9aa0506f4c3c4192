import { BOOTSTRAP_GLOBAL } from '@dash/shared-contracts/core';
import type { Bootstrap } from '@dash/shared-contracts';
import { checkBootstrap } from './bootstrap-check';

export type BootstrapResult = { ok: true; bootstrap: Bootstrap } | { ok: false; problems: string[] };

/** Reads and checks what the server inlined as `window.__DASH_BOOTSTRAP__` (bootstrap-check.ts). */
export function readBootstrap(win: Window = window): BootstrapResult {
  const raw = (win as unknown as Record<string, unknown>)[BOOTSTRAP_GLOBAL];
  if (raw === undefined) {
    return { ok: false, problems: [`The page has no ${BOOTSTRAP_GLOBAL}: it was not served by the dashboard server.`] };
  }
  return checkBootstrap(raw);
}
