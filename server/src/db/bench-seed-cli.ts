import path from 'node:path';
import { REPO_ROOT } from '../config';
import { BENCH_EMAIL, BENCH_PASSWORD, buildBenchWorld } from './bench-seed';

// npm run bench:seed: the 200,000-post benchmark world in BENCH_DATABASE_FILE (default data/bench.sqlite).
async function run(): Promise<void> {
  const file = path.resolve(REPO_ROOT, process.env.BENCH_DATABASE_FILE || 'data/bench.sqlite');
  const started = performance.now();
  const result = await buildBenchWorld(file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    [
      `Benchmark world written to ${file} in ${seconds} s:`,
      `  ${result.posts} posts, ${result.blogs} blogs, ${result.follows} follows, ${result.likes} likes, ${result.tags} tags,`,
      `  ${result.notifications} notifications, ${result.conversations} conversations`,
      `  sign in as ${BENCH_EMAIL} / ${BENCH_PASSWORD} (serve it with DATABASE_FILE=${path.relative(REPO_ROOT, file)})`,
      '',
    ].join('\n'),
  );
}

run().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
