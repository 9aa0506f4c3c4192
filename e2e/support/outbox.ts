import path from 'node:path';
import Database from 'better-sqlite3';

// Mail is read where the server keeps it without SMTP_URL: the outbox table of the database that
// support/stack.mjs gives the 8181 server (e2e/.data/e2e/dash.sqlite), opened read-only. The server
// has no endpoint that lists the outbox, and must not get one for tests.
const DATABASE_FILE = path.join(__dirname, '..', '.data', 'e2e', 'dash.sqlite');

interface OutboxRow {
  kind: string;
  subject: string;
  body: string;
}

/** The mails sent to an address, oldest first. */
export function mailsTo(address: string): OutboxRow[] {
  const db = new Database(DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT kind, subject, body FROM outbox WHERE to_address = ? ORDER BY id')
      .all(address.trim().toLowerCase()) as OutboxRow[];
  } finally {
    db.close();
  }
}

/** The path (`/account/verify/<token>`) of the newest verification link sent to the address. */
export function verifyLinkPath(address: string): string | null {
  const mail = mailsTo(address)
    .filter((m) => m.kind === 'verify-email')
    .at(-1);
  return mail?.body.match(/https?:\/\/[^/\s]+(\/account\/verify\/[A-Za-z0-9_-]+)/)?.[1] ?? null;
}

/** The external shares (no address: popups, mail-client links) a user's session recorded, oldest first. */
export function sharesRecordedBy(userName: string): Array<{ kind: string; meta: Record<string, unknown> }> {
  const db = new Database(DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        "SELECT kind, meta FROM outbox WHERE to_address IS NULL AND kind LIKE 'share:%' AND json_extract(meta, '$.user') = ? ORDER BY id",
      )
      .all(userName) as Array<{ kind: string; meta: string }>;
    return rows.map((row) => ({ kind: row.kind, meta: JSON.parse(row.meta) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}
