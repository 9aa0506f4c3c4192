import { BOOTSTRAP_GLOBAL, BootstrapSchema } from '@dash/shared-contracts';
import type { Bootstrap } from '@dash/shared-contracts';

export type BootstrapResult = { ok: true; bootstrap: Bootstrap } | { ok: false; problems: string[] };

/** Reads and validates what the server inlined as `window.__DASH_BOOTSTRAP__`. */
export function readBootstrap(win: Window = window): BootstrapResult {
  const raw = (win as unknown as Record<string, unknown>)[BOOTSTRAP_GLOBAL];
  if (raw === undefined) {
    return { ok: false, problems: [`The page has no ${BOOTSTRAP_GLOBAL}: it was not served by the dashboard server.`] };
  }
  const parsed = BootstrapSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) };
  }
  return { ok: true, bootstrap: parsed.data };
}
