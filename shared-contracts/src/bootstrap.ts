import { z } from 'zod';
import { EnvironmentRegistrySchema } from './schemas/registry';
import { SessionSchema } from './schemas/session';

/**
 * What the server inlines into index.html as `window.__DASH_BOOTSTRAP__` (replacing the
 * `<!--DASH_BOOTSTRAP-->` marker), so the shell starts without a round trip.
 */
export const BootstrapSchema = z.object({
  session: SessionSchema,
  registry: EnvironmentRegistrySchema,
});
export type Bootstrap = z.infer<typeof BootstrapSchema>;
export const BOOTSTRAP_GLOBAL = '__DASH_BOOTSTRAP__';
export const BOOTSTRAP_MARKER = '<!--DASH_BOOTSTRAP-->';
