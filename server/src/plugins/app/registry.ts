import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { EnvironmentRegistrySchema, type EnvironmentRegistry } from '@dash/shared-contracts';

/**
 * environments/<DASH_ENV>.json, validated. Re-read when the file changes, so a deploy that repins a
 * remote version takes effect on the next page load without a restart.
 */
export function createRegistryReader(file: string): () => EnvironmentRegistry {
  let cached: { mtimeMs: number; registry: EnvironmentRegistry } | null = null;
  const read = (): EnvironmentRegistry => {
    const stat = fs.statSync(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.registry;
    const parsed = EnvironmentRegistrySchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) {
      // Keep serving the last good registry if an edit breaks the file.
      if (cached) return cached.registry;
      throw new Error(`${file} is not a valid environment registry: ${parsed.error.issues[0]?.message ?? ''}`);
    }
    cached = { mtimeMs: stat.mtimeMs, registry: parsed.data };
    return parsed.data;
  };
  return read;
}

export default fp(
  async (app) => {
    const file = path.join(app.config.environmentsDir, `${app.config.dashEnv}.json`);
    if (!fs.existsSync(file)) throw new Error(`Environment registry ${file} not found (DASH_ENV=${app.config.dashEnv}).`);
    const read = createRegistryReader(file);
    read();
    app.decorate('registry', read);
  },
  { name: 'registry' },
);
