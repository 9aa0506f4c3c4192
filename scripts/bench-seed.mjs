// npm run bench:seed: builds the 200,000-post benchmark world (server/src/db/bench-seed.ts) in
// BENCH_DATABASE_FILE (default data/bench.sqlite) and prints how long it took.
import { join } from 'node:path';
import { ROOT, run } from './lib/workspace.mjs';

await run(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'src', 'db', 'bench-seed-cli.ts')]);
