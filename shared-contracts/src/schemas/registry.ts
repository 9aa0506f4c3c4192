import { z } from 'zod';
import { SLOT_NAMES } from '../remote-names';

export const RemoteEntrySchema = z.object({
  /** URL of the remote's mf-manifest.json: relative to the page, or absolute on the remote's origin. */
  manifestUrl: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/),
  contractsMajor: z.number().int().nonnegative(),
  /** Path prefixes where the remote's app is mounted; "/" means on every page. */
  routes: z.array(z.string().startsWith('/')),
  slots: z.array(z.enum(SLOT_NAMES)),
  /** Mount only for a signed-in user. */
  requiresLogin: z.boolean(),
});
export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;

/** environments/<name>.json: which version of each remote an environment runs. */
export const EnvironmentRegistrySchema = z.object({
  environment: z.string().min(1),
  /** Whether per-browser overrides are honoured at all (never in production). */
  allowOverrides: z.boolean(),
  /** Origins an override may point at, e.g. "http://localhost:9001"; "*" is refused by the shell. */
  allowedOverrideOrigins: z.array(z.string()),
  /** How long the shell waits for a remote's manifest, entry and exposed module before giving up. */
  remoteTimeoutMs: z.number().int().positive().default(8000),
  remotes: z.object({
    compose: RemoteEntrySchema,
    messaging: RemoteEntrySchema,
    blog: RemoteEntrySchema,
    share: RemoteEntrySchema,
    activity: RemoteEntrySchema,
  }),
});
export type EnvironmentRegistry = z.infer<typeof EnvironmentRegistrySchema>;
