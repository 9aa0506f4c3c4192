import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { POSTGRES_FUNCTIONS } from '../src/db/dialect/postgres-functions';
import { postgresMigrationProvider } from '../src/db/migrations';

/**
 * The server suite on PostgreSQL (issue 12): with TEST_DATABASE_URL set (a role that may create
 * databases, e.g. postgres://postgres@127.0.0.1:5432/postgres), every test app gets a database of
 * its own, copied from a template that is migrated once per set of migrations (CREATE DATABASE …
 * TEMPLATE takes a few tens of milliseconds; running the migrations takes a second). Jest's workers
 * share the template: the first to take the advisory lock builds it.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

const TEMPLATE_LOCK = 4_201_912;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, f: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

let templateName: Promise<string> | null = null;

async function migrationsKey(): Promise<string> {
  // Names and code: a migration edited while being written gets a new template.
  const migrations = Object.entries(await postgresMigrationProvider.getMigrations());
  const text = [...migrations.map(([name, m]) => `${name}:${m.up.toString()}`), ...POSTGRES_FUNCTIONS].join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

async function buildTemplate(url: string): Promise<string> {
  const name = `dash_test_template_${await migrationsKey()}`;
  await admin(url, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      const db = openDatabase(withDatabase(url, building));
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

/** A fresh, migrated database for one test app: its URL, and a function that drops it. */
export async function createTestDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  templateName ??= buildTemplate(url);
  const template = await templateName;
  const name = `dash_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`));
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
