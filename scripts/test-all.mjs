// npm test: the one gate. Typecheck every package, lint with zero warnings, check formatting, run
// every jest project, then the Playwright suites against production builds
// (e2e/playwright.config.ts builds and starts what they need). `npm test -- <step>` runs one step.
// With TEST_DATABASE_URL (a PostgreSQL role that may create databases; .ci/run starts a cluster and
// sets it) the server tests run again on PostgreSQL, and the two-instances Playwright suite runs two
// servers on one PostgreSQL database; without it those two steps say they are skipped.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT, run } from './lib/workspace.mjs';

const PACKAGES = [
  'shared-contracts',
  'remote-kit',
  'post-kit',
  'server',
  'shell',
  'mfe-compose',
  'mfe-messaging',
  'mfe-blog',
  'mfe-share',
  'mfe-activity',
  'e2e',
];
const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
// Every core: jest's default leaves one idle (cores - 1), and CI machines here have two.
const jestWorkers = `--maxWorkers=${Math.max(1, availableParallelism())}`;
const playwright = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || '';
// The first jest and Playwright runs are the SQLite ones: TEST_DATABASE_URL is taken from them.
const sqliteOnly = { TEST_DATABASE_URL: '' };
const SKIPPED = 'skipped';
const needsPostgres = (step) => () => {
  if (postgresUrl) return step();
  console.log(
    'Skipped: TEST_DATABASE_URL is not set (no PostgreSQL for the tests). Set it to a role that may create databases,\n' +
      'e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres, or run .ci/run, which starts a cluster.',
  );
  return SKIPPED;
};
const steps = [
  [
    'typecheck',
    async () => {
      // Two packages at a time (each tsc is one thread); the first failure fails the step.
      const queue = [...PACKAGES];
      const next = async () => {
        for (let pkg = queue.shift(); pkg; pkg = queue.shift())
          await run(process.execPath, [tsc, '--noEmit', '-p', join(ROOT, pkg, 'tsconfig.json')]);
      };
      await Promise.all([next(), next()]);
    },
  ],
  ['lint', () => run(process.execPath, [join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.', '--max-warnings', '0'])],
  [
    'format check',
    () =>
      run(process.execPath, [
        join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
        '--check',
        '.',
        '--log-level',
        'warn',
      ]),
  ],
  ['unit and server tests', () => run(process.execPath, [jest, '--ci', jestWorkers], { env: sqliteOnly })],
  [
    'server tests on PostgreSQL',
    needsPostgres(() =>
      run(process.execPath, [jest, '--ci', jestWorkers, '--selectProjects', 'server'], {
        env: { TEST_DATABASE_URL: postgresUrl },
      }),
    ),
  ],
  ['end-to-end tests', () => run(process.execPath, [playwright, 'test'], { cwd: join(ROOT, 'e2e'), env: sqliteOnly })],
  [
    'two instances on PostgreSQL (end-to-end)',
    needsPostgres(() =>
      run(process.execPath, [playwright, 'test', '--project', 'two-instances'], {
        cwd: join(ROOT, 'e2e'),
        env: { TEST_DATABASE_URL: postgresUrl },
      }),
    ),
  ],
];
const only = process.argv[2];
for (const [name, step] of steps) {
  if (only && !name.startsWith(only)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    if ((await step()) === SKIPPED) {
      console.log(`=== ${name} skipped ===`);
      continue;
    }
  } catch (error) {
    console.error(`\n${name} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`=== ${name} passed in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
}
