import { expect, type Browser, type Page } from '@playwright/test';
import { login, registerUser, type TestUser } from './api';
import { verifyLinkPath } from './outbox';

/**
 * A fresh account signed in through the API in a browser context of its own, for tests between two
 * people. Verified (through the link the server mailed) unless `verified: false`: messaging needs a
 * verified e-mail.
 */
export async function personInOwnContext(
  browser: Browser,
  prefix: string,
  { verified = true }: { verified?: boolean } = {},
): Promise<{ page: Page; user: TestUser }> {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:8181' });
  const page = await context.newPage();
  const user = await registerUser(page, prefix);
  if (verified) {
    await expect.poll(() => verifyLinkPath(user.email)).not.toBeNull();
    await page.goto(verifyLinkPath(user.email)!);
  }
  return { page, user };
}

/** The demo admin (alex@demo.test, seeded) signed in through the API in a browser context of its own. */
export async function adminInOwnContext(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:8181' });
  const page = await context.newPage();
  await login(page, 'alex@demo.test', 'dashdemo1');
  return page;
}
