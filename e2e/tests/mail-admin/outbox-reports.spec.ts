import { expect, test, type Page } from '@playwright/test';
import { apiPost, createPost } from '../../support/api';
import { adminInOwnContext, personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 11 item 2 (server/README.md "Mail, outbox and reports"): connected accounts feed the share
// data, mail lands in the admins' /outbox, and the abuse form's reports reach /admin/reports. The
// e2e database is seeded: its first account, alex@demo.test, is its admin (migration 015).
test.describe.configure({ timeout: 120_000 });

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

interface ShareData {
  share_popover_data: { twitter_username: string | null; has_facebook: boolean };
}

test('connecting a Twitter name in settings makes the share data offer it', async ({ browser }) => {
  const author = await personInOwnContext(browser, 'mailauth', { verified: false });
  const post = await createPost(author.page, author.user.blogName, { 'post[one]': 'Share me' });
  const sharer = await personInOwnContext(browser, 'mailshare', { verified: false });
  const shareData = () =>
    apiPost<ShareData>(sharer.page.request, `/svc/post/share/${author.user.blogName}/${post.created_post.id}`, {});
  expect((await shareData()).share_popover_data.twitter_username).toBeNull();

  await sharer.page.goto('/settings/account');
  const section = sharer.page.getByRole('region', { name: 'Connected accounts' });
  await section.getByLabel('Twitter username').fill('@e2e_sharer');
  await section.getByRole('button', { name: 'Connect Twitter' }).click();
  await expect(section.getByText('@e2e_sharer')).toBeVisible();
  await section.getByLabel('Facebook name').fill('Eve Sharer');
  await section.getByRole('button', { name: 'Connect Facebook' }).click();
  await expect(section.getByText('Eve Sharer')).toBeVisible();
  await expectNoSeriousViolations(sharer.page, { include: '.shell-settings-page', soft: true });
  await screenshots(sharer.page, 'connections');

  const data = (await shareData()).share_popover_data;
  expect(data.twitter_username).toBe('e2e_sharer');
  expect(data.has_facebook).toBe(true);
  // The author, another signed-in user, has none.
  const own = await apiPost<ShareData>(
    author.page.request,
    `/svc/post/share/${author.user.blogName}/${post.created_post.id}`,
    {},
  );
  expect(own.share_popover_data.twitter_username).toBeNull();

  await section.getByRole('button', { name: 'Remove Twitter' }).click();
  await expect(section.getByLabel('Twitter username')).toBeVisible();
  expect((await shareData()).share_popover_data.twitter_username).toBeNull();
});

test('an admin sees a sent share mail on /outbox; anyone else gets "Page not found"', async ({ browser }) => {
  const author = await personInOwnContext(browser, 'mailpost', { verified: false });
  const post = await createPost(author.page, author.user.blogName, { 'post[one]': 'Mail me' });
  const to = `${author.user.blogName}-friend@example.test`;
  await apiPost(author.page.request, '/svc/share/email', {
    tumblelog_name: author.user.blogName,
    post_id: String(post.created_post.id),
    email_address: to,
    message: 'You will like this',
  });

  const admin = await adminInOwnContext(browser);
  await admin.goto('/outbox');
  await expect(admin.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const mail = admin.getByRole('article', {
    name: `${author.user.blogName} shared a post from ${author.user.blogName} with you`,
  });
  await expect(mail).toBeVisible();
  await expect(mail.getByText(to)).toBeVisible();
  await expect(mail.getByText(/You will like this/)).toBeVisible();
  await expect(mail.getByText('Kept here (no SMTP)')).toBeVisible();
  await expectNoSeriousViolations(admin, { include: '.shell-admin', soft: true });
  await screenshots(admin, 'outbox');

  const res = await author.page.goto('/outbox');
  expect(res?.status()).toBe(404);
  await expect(author.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('reporting a post through /abuse?post= stores it and an admin sees it on /admin/reports', async ({ browser }) => {
  const author = await personInOwnContext(browser, 'abuseauth', { verified: false });
  const title = `Buy followers ${author.user.blogName}`;
  const post = await createPost(author.page, author.user.blogName, { 'post[one]': title });
  const address = `/abuse?post=${post.created_post.id}`;

  // A visitor logs in first and comes back to the form.
  const visitorContext = await browser.newContext({ baseURL: 'http://127.0.0.1:8181' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(address);
  await expect(visitor).toHaveURL(/\/login\?redirect=%2Fabuse%3Fpost%3D/);

  const reporter = await personInOwnContext(browser, 'abuserep', { verified: false });
  await reporter.page.goto(address);
  await expect(reporter.page.getByRole('heading', { level: 1, name: 'Report abuse' })).toBeVisible();
  await expect(reporter.page.getByText(title)).toBeVisible();
  await reporter.page.getByRole('radio', { name: 'Spam' }).check();
  await reporter.page.getByLabel('Details (optional)').fill('Sells fake followers');
  await expectNoSeriousViolations(reporter.page, { include: '.shell-abuse', soft: true });
  await screenshots(reporter.page, 'abuse-form');
  await reporter.page.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByText('Thanks, we got your report.')).toBeVisible();
  await expect(reporter.page.getByRole('link', { name: 'Back to what you reported' })).toHaveAttribute(
    'href',
    `/blog/${author.user.blogName}/post/${post.created_post.id}`,
  );

  const admin = await adminInOwnContext(browser);
  await admin.goto('/admin/reports');
  const report = admin.getByRole('article', { name: `A post on ${author.user.blogName}: Spam` });
  await expect(report).toBeVisible();
  await expect(report.getByText(title)).toBeVisible();
  await expect(report.getByText('Sells fake followers')).toBeVisible();
  await expect(report.getByText(reporter.user.blogName)).toBeVisible();
  await expectNoSeriousViolations(admin, { include: '.shell-admin', soft: true });
  await screenshots(admin, 'reports');
  await report.getByRole('link', { name: 'Open the post' }).click();
  await expect(admin.getByText(title).first()).toBeVisible();
});
