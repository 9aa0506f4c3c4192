import { databaseLabel, databaseTarget, loadConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';
import { DEMO_LOGINS, seedIfEmpty } from './seed';

// npm run seed -w @dash/server: migrate and seed the database (DATABASE_URL, else DATABASE_FILE) if it has no users yet.
async function run(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(databaseTarget(config));
  try {
    await migrateToLatest(db);
    const result = await seedIfEmpty(db, { mediaDir: config.mediaDir, log: (m) => process.stdout.write(`${m}\n`) });
    if (!result) process.stdout.write(`${databaseLabel(config)} already has users; nothing seeded.\n`);
    process.stdout.write(`Demo logins (password dashdemo1): ${DEMO_LOGINS.map((l) => l.email).join(', ')}\n`);
  } finally {
    await db.destroy();
  }
}

run().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
