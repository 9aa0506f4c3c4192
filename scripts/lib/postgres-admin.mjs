// Small PostgreSQL administration for the scripts (issue 12): one statement on a server URL, the URL of
// another database on the same server, and a URL fit to print. Used by the bench's PostgreSQL part
// (bench-postgres.mjs) and the two-instances Playwright servers (e2e/support/two-instances.mjs).
import pg from 'pg';

/** Runs one statement (CREATE/DROP DATABASE …) on its own connection to `url`; resolves with its rows. */
export async function adminQuery(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** `url` with its database replaced by `name`. */
export function databaseUrl(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The URL without its password, for the output. */
export function urlLabel(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
