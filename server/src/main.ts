import { buildApp } from './app';
import { databaseLabel, loadConfig } from './config';
import { DEMO_LOGINS, seedIfEmpty } from './db/seed';

// Reads the environment, migrates (inside buildApp), seeds an empty database, listens.
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const seeded = await seedIfEmpty(app.db, { mediaDir: config.mediaDir, log: (msg) => app.log.info(msg) });
  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Dash is running at ${config.publicUrl}`,
    `  database ${databaseLabel(config)}${seeded ? ' (demo world created)' : ''}`,
    `  environment ${config.dashEnv}`,
    '',
    '  Demo logins (password for all: dashdemo1):',
    ...DEMO_LOGINS.map((l) => `    ${l.email.padEnd(22)} ${l.note}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  process.stderr.write(`Dash server failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
