import {
  DataTypeNode,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresQueryCompiler,
  type ColumnDefinitionNode,
  type QueryCompiler,
} from 'kysely';
import pg from 'pg';
import type { Database } from './types';

/**
 * PostgreSQL (issue 12): the same schema and queries as SQLite through Kysely's Postgres dialect.
 * What differs is kept small and in one place per concern (db/dialect/*); this file only opens the
 * pool and makes the migrations' column types mean on PostgreSQL what they mean on SQLite.
 */

/** Connections per server instance (DATABASE_POOL_SIZE, default 10). */
export function poolSizeFrom(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.DATABASE_POOL_SIZE);
  return Number.isInteger(n) && n > 0 ? n : 10;
}

export const isPostgresUrl = (target: string): boolean => /^postgres(ql)?:\/\//i.test(target);

/**
 * SQLite's INTEGER holds 64 bits (message times are milliseconds, ids may grow): every `integer`
 * column of the migrations is a `bigint` here, and an autoincrement key a `bigserial`.
 */
class DashPostgresQueryCompiler extends PostgresQueryCompiler {
  protected override visitColumnDefinition(node: ColumnDefinitionNode): void {
    const type = DataTypeNode.is(node.dataType) ? node.dataType.dataType : null;
    if (node.autoIncrement) {
      super.visitColumnDefinition({ ...node, autoIncrement: undefined, dataType: DataTypeNode.create('bigserial') });
    } else if (type === 'integer') {
      super.visitColumnDefinition({ ...node, dataType: DataTypeNode.create('bigint') });
    } else {
      super.visitColumnDefinition(node);
    }
  }
}

class DashPostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new DashPostgresQueryCompiler();
  }
}

// bigint (int8) and numeric come back as strings by default; every value we store fits a JS number
// (ids, counts, seconds and milliseconds), and SQLite returns numbers, so both return numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function openPostgres(url: string, poolSize = poolSizeFrom()): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error (the server restarted, a connection was killed) must not crash the
  // process: the pool drops that client and opens another on the next query.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new DashPostgresDialect({ pool }) });
}

/** True for a database opened by openPostgres (or any Kysely on the Postgres adapter). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
