import { expect, test, type Page } from '@playwright/test';
import { apiPost, createPost, registerUser } from '../../support/api';

// Issue 7, defect 6: the product sent no security headers. The policy must hold without breaking
// anything: no CSP violation while the dashboard, the video player and the post form (Quill) run.

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/** Reblogs a demo video post so the video player (video.js) runs on the dashboard. */
async function reblogDemoVideo(page: Page): Promise<void> {
  const res = await page.request.get('/svc/post/explore/before/0');
  const body = (await res.json()) as { response: { posts: Array<{ id: string; type: string; reblog_key: string }> } };
  const video = body.response.posts.find((p) => p.type === 'video');
  if (video) await apiPost(page.request, '/fast_reblog', { reblog_post_id: video.id, reblog_key: video.reblog_key });
}

test('pages carry the security headers', async ({ page }) => {
  const response = await page.goto('/dashboard');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/127\.0\.0\.1:9101[^;]*'nonce-[^']+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-store');
  // Served over plain http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('the dashboard and the post form run under the CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const user = await registerUser(page, 'csp');
  await createPost(page, user.blogName, { 'post[one]': 'Under the policy', 'post[two]': '<p>Hello <b>CSP</b></p>' });
  await reblogDemoVideo(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // Remote code from its own origin (127.0.0.1:9101–9105) loads and mounts.
  await expect(page.getByRole('button', { name: 'Activity' })).toBeVisible();

  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New text post' });
  await expect(form).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill('Typed under the CSP');
  await form.getByRole('textbox', { name: 'Body', exact: true }).fill('Quill runs here.');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('feed').getByRole('article').filter({ hasText: 'Typed under the CSP' })).toBeVisible();

  expect(violations).toEqual([]);
});
