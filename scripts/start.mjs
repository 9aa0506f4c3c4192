// npm start: build what changed, then run the server on the embedded SQLite database. The server
// seeds the demo world on first start and prints the URL and the demo logins.
// It serves the product as users get it: the production registry (no overrides, no Remotes panel).
// `DASH_ENV=staging npm start` serves another registry; `npm run dev` keeps development.
import { join } from 'node:path';
import { ROOT, run } from './lib/workspace.mjs';

const env = { ...process.env, DASH_ENV: process.env.DASH_ENV || 'production' };
await run(process.execPath, [join(ROOT, 'scripts', 'build-all.mjs')]);
await run(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'src', 'main.ts')], { env });
