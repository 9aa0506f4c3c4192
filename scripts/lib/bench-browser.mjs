// The benchmarks' browser: Debian's Chromium, a fresh context on `base`, signed in through the API
// as a demo user (BENCH_EMAIL / BENCH_PASSWORD, default alex@demo.test / dashdemo1). `contextOptions`
// go to browser.newContext (javaScriptEnabled: false for the page without JavaScript).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

export async function signedInBrowser(base, contextOptions = {}) {
  const email = process.env.BENCH_EMAIL || 'alex@demo.test';
  const password = process.env.BENCH_PASSWORD || 'dashdemo1';
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: base, ...contextOptions });
  const page = await context.newPage();
  const session = await (await page.request.get('/svc/session')).json();
  const login = await page.request.post('/svc/account/login', {
    form: { email, password },
    headers: { 'x-form-key': session.response.form_key },
  });
  if (!login.ok()) {
    await browser.close();
    throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  }
  return { browser, page };
}
