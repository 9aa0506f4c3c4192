import type { Kysely } from 'kysely';
import { isPostgres } from './index';

/**
 * ` INDEXED BY <index>` after a table in a raw statement on SQLite, nothing on PostgreSQL. SQLite's
 * planner sometimes picks a worse index for our hot statements (repositories/dashboard-window.ts
 * says which and why); PostgreSQL has no hints and plans these statements from its statistics.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export const indexedBy = (db: Kysely<any>, index: string): string => (isPostgres(db) ? '' : ` INDEXED BY ${index}`);
