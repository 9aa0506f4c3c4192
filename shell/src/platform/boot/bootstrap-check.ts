import type { Bootstrap } from '@dash/shared-contracts';
import { BootstrapSchema } from '@dash/shared-contracts/src/bootstrap';

export type BootstrapCheck = (raw: unknown) => { ok: true; bootstrap: Bootstrap } | { ok: false; problems: string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Production: the bootstrap comes from the server of the same release, which builds it from the
 * same typed contracts, so the shell checks only the structure it reads first (zod and the schemas
 * stay off the page's critical path: docs/decisions/shared-modules.md).
 */
function structure(raw: unknown): ReturnType<BootstrapCheck> {
  const problems: string[] = [];
  if (!isObject(raw)) return { ok: false, problems: ['(root): Expected object'] };
  const { session, registry } = raw;
  if (
    !isObject(session) ||
    typeof session.logged_in !== 'boolean' ||
    typeof session.form_key !== 'string' ||
    !isObject(session.flags)
  ) {
    problems.push('session: Expected a session (logged_in, form_key, flags)');
  }
  if (!isObject(registry) || typeof registry.environment !== 'string' || !isObject(registry.remotes)) {
    problems.push('registry: Expected an environment registry (environment, remotes)');
  }
  return problems.length ? { ok: false, problems } : { ok: true, bootstrap: raw as unknown as Bootstrap };
}

/** Development and tests: the whole schema, each problem with its path. */
function schema(raw: unknown): ReturnType<BootstrapCheck> {
  const parsed = BootstrapSchema.safeParse(raw);
  if (parsed.success) return { ok: true, bootstrap: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) };
}

// Webpack replaces process.env.NODE_ENV at build time: production bundles keep neither the
// schema nor zod (the import above is then unused and dropped).
export const checkBootstrap: BootstrapCheck = process.env.NODE_ENV === 'production' ? structure : schema;
