// npm test: the one gate. Typecheck every package, lint with zero warnings, check formatting, run
// every jest project, then the Playwright suites against production builds
// (e2e/playwright.config.ts builds and starts what they need). `npm test -- <step>` runs one step.
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
const steps = [
  [
    'typecheck',
    async () => {
      for (const pkg of PACKAGES) await run(process.execPath, [tsc, '--noEmit', '-p', join(ROOT, pkg, 'tsconfig.json')]);
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
  ['unit and server tests', () => run(process.execPath, [join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci'])],
  [
    'end-to-end tests',
    () =>
      run(process.execPath, [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test'], { cwd: join(ROOT, 'e2e') }),
  ],
];
const only = process.argv[2];
for (const [name, step] of steps) {
  if (only && !name.startsWith(only)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await step();
  } catch (error) {
    console.error(`\n${name} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`=== ${name} passed in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
}
