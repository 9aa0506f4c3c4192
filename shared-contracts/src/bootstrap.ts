import { z } from 'zod';
import { EnvironmentRegistrySchema } from './schemas/registry';
import { SessionSchema } from './schemas/session';

/**
 * What the server inlines into index.html as `window.__DASH_BOOTSTRAP__` (replacing the
 * `<!--DASH_BOOTSTRAP-->` marker: bootstrap-markers.ts), so the shell starts without a round trip.
 */
export const BootstrapSchema = z.object({
  session: SessionSchema,
  registry: EnvironmentRegistrySchema,
});
export type Bootstrap = z.infer<typeof BootstrapSchema>;
