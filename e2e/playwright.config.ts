import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { HOST, INSTANCE_PORTS } from './support/ports.mjs';

// With TEST_DATABASE_URL (a PostgreSQL role that may create databases), the two-instances project
// runs the foundation and compose features against two servers on one PostgreSQL database
// (support/two-instances.mjs); without it the project and its servers do not exist.
const twoInstances = !!process.env.TEST_DATABASE_URL?.trim();
const chromium = { browserName: 'chromium' as const, viewport: { width: 1280, height: 900 } };
const stack = {
  command: 'node support/stack.mjs',
  url: 'http://127.0.0.1:8182/svc/session',
  timeout: 600_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://127.0.0.1:8181',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: 'two-instances/**', use: chromium },
    ...(twoInstances
      ? [
          {
            name: 'two-instances',
            testMatch: 'two-instances/**/*.spec.ts',
            use: { ...chromium, baseURL: `http://${HOST}:${INSTANCE_PORTS.A}` },
          },
        ]
      : []),
  ],
  // In order: the stack (builds, remote origins) first, then the two instances that use them.
  webServer: [
    stack,
    ...(twoInstances
      ? [
          {
            ...stack,
            command: 'node support/two-instances.mjs',
            url: `http://${HOST}:${INSTANCE_PORTS.B}/svc/session`,
            timeout: 300_000,
            // SIGTERM, not the default SIGKILL: it stops both servers, then drops its database.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
          },
        ]
      : []),
  ],
});
