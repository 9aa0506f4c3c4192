// npm start: build what changed, then run the server on the embedded SQLite database. The server
// seeds the demo world on first start and prints the URL and the demo logins.
import { join } from 'node:path';
import { ROOT, run } from './lib/workspace.mjs';

await run(process.execPath, [join(ROOT, 'scripts', 'build-all.mjs')]);
await run(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'src', 'main.ts')]);
