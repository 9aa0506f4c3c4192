import fs from 'node:fs';
import { databaseTarget, loadConfig } from '../config';
import { runAdminCommand } from '../services/moderation/admin-role';
import { migrateToLatest, openDatabase } from './database';

// npm run admin -w @dash/server -- grant <email> | revoke <email> | list (server/README.md
// "Moderation"): the admin role, on the database `npm start` serves (DATABASE_URL, else DATABASE_FILE). Safe while the
// server runs (SQLite WAL; the server reads the user on every request, so it applies at once).
async function run(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(config.databaseFile)) {
    process.stderr.write(`No database at ${config.databaseFile}: start the server once (npm start) or set DATABASE_FILE.\n`);
    return 1;
  }
  const db = openDatabase(databaseTarget(config));
  try {
    await migrateToLatest(db);
    const result = await runAdminCommand(db, process.argv.slice(2));
    (result.code === 0 ? process.stdout : process.stderr).write(`${result.lines.join('\n')}\n`);
    return result.code;
  } finally {
    await db.destroy();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
