import path from 'node:path';
import Database from 'better-sqlite3';

// What the 8181 server stored from the client logger (issue 11 item 6), read like the outbox
// (support/outbox.ts): the e2e database opened read-only. A beacon sent while the page unloads is
// not always reported to Playwright's request events, so its arrival is checked where it lands.
const DATABASE_FILE = path.join(__dirname, '..', '.data', 'e2e', 'dash.sqlite');

export interface StoredLogEvent {
  log_key: string;
  name: string;
  /** The event as sent, JSON. */
  event: string;
}

/** The events stored for the account with this address, oldest first. */
export function loggedEventsOf(email: string): StoredLogEvent[] {
  const db = new Database(DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT l.log_key, l.name, l.event FROM log_events l JOIN users u ON u.id = l.user_id
         WHERE u.email = ? ORDER BY l.id`,
      )
      .all(email.trim().toLowerCase()) as StoredLogEvent[];
  } finally {
    db.close();
  }
}
