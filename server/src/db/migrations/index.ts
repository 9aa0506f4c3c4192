import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-initial';
import * as m002 from './002-compose-actions';

// Listed statically (not read from the folder) so the same code runs under tsx, jest and bundlers.
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': m001,
  '002-compose-actions': m002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
