import { expect, test, type Page } from '@playwright/test';
import { registerUser, uniqueName } from '../../support/api';
import { mailsTo, sharesRecordedBy } from '../../support/outbox';
import { expectNoSeriousViolations } from '../../support/axe';

// The share panel (spec 3 §2 items 8–10, §4, §7): the email share end to end, each network window
// with its address and size, the report link, and axe on each view.
test.describe.configure({ timeout: 120_000 });

async function openSharePanel(page: Page) {
  await page.goto('/explore');
  const article = page.getByRole('feed').getByRole('article').first();
  await article.getByRole('button', { name: 'Share' }).click();
  const panel = page.getByRole('dialog', { name: 'Share this post' });
  await expect(panel.getByRole('toolbar', { name: 'Share options' })).toBeVisible();
  return panel;
}

test('email share: the mail lands in the outbox with the message and the post link', async ({ page }) => {
  await registerUser(page, 'share-mail');
  const panel = await openSharePanel(page);
  const permalink = await panel.getByRole('link', { name: 'Permalink' }).getAttribute('href');
  await panel.getByRole('button', { name: 'Email' }).click();
  await expect(panel.getByRole('heading', { name: 'Email' })).toBeVisible();
  const send = panel.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  const to = `${uniqueName('friend')}@example.test`;
  await panel.getByLabel('Email address', { exact: true }).fill(to);
  await panel.getByLabel('Message (optional)').fill('You will like this one');
  await send.click();
  const shared = panel.getByRole('button', { name: 'Post shared!' });
  await expect(shared).toBeVisible();
  await expect(shared.getByTestId('confetti').locator('span')).toHaveCount(30);

  const mails = mailsTo(to);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.kind).toBe('share:email');
  expect(mails[0]?.subject).toMatch(/shared a post from .+ with you/);
  expect(mails[0]?.body).toContain('You will like this one');
  expect(mails[0]?.body).toContain(permalink ?? 'missing permalink');

  await shared.click();
  await expect(panel).toBeHidden();
});

test('each network opens its window at its size and records the share', async ({ page }) => {
  // Record what window.open was asked (the networks are not reachable from the test machine).
  await page.addInitScript(() => {
    const calls: Array<{ url: string; name: string; features: string }> = [];
    (window as unknown as { __opened: typeof calls }).__opened = calls;
    window.open = ((url: string, name: string, features: string) => {
      calls.push({ url: String(url), name, features });
      return { opener: window, close() {} } as unknown as Window;
    }) as typeof window.open;
  });
  const user = await registerUser(page, 'share-pop');
  const panel = await openSharePanel(page);
  for (const label of ['Facebook', 'Twitter', 'Reddit', 'Pinterest']) {
    await panel.getByRole('button', { name: label }).click();
  }
  const opened = await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened);
  expect(opened).toEqual([
    {
      url: expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/),
      name: 'facebook_share',
      features: 'width=626,height=436',
    },
    {
      url: expect.stringMatching(/^https:\/\/twitter\.com\/intent\/tweet\?url=http/),
      name: 'twitter_share',
      features: 'width=550,height=420',
    },
    {
      url: expect.stringMatching(/^https:\/\/www\.reddit\.com\/submit\?url=http/),
      name: 'reddit_share',
      features: 'width=860,height=600,scrollbars=yes',
    },
    {
      url: expect.stringMatching(/^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=http/),
      name: 'pinterest_share',
      features: 'width=750,height=550,scrollbars=yes',
    },
  ]);
  // Each window open is recorded by the server as a fallback share (share_fallback=true).
  await expect
    .poll(() => sharesRecordedBy(user.blogName).map((r) => `${r.kind} ${String(r.meta.fallback)}`))
    .toEqual(['share:facebook true', 'share:twitter true', 'share:reddit true', 'share:pinterest true']);
});

test('keyboard: left and right walk the options and wrap; Escape backs out of a subview, then closes', async ({ page }) => {
  await registerUser(page, 'share-keys');
  const panel = await openSharePanel(page);
  const email = panel.getByRole('button', { name: 'Email' });
  await email.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(panel.getByRole('button', { name: 'Report' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(email).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(panel.getByLabel('Email address', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(email).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('Report goes to the abuse form of the post', async ({ page }) => {
  await registerUser(page, 'share-report');
  const panel = await openSharePanel(page);
  const permalink = (await panel.getByRole('link', { name: 'Permalink' }).getAttribute('href')) ?? '';
  const postId = permalink.match(/\/post\/(\d+)/)?.[1];
  await panel.getByRole('button', { name: 'Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/abuse\\?post=${postId}$`));
});

test('a visitor gets a mail-client link instead of the email form', async ({ page }) => {
  const panel = await openSharePanel(page);
  await expect(panel.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:\?subject=/);
});

test('the share views have no serious accessibility violation', async ({ page }) => {
  await registerUser(page, 'share-axe');
  const panel = await openSharePanel(page);
  await expectNoSeriousViolations(page, { include: '.share-popover' });
  await panel.getByRole('button', { name: 'Email' }).click();
  await panel.getByLabel('Email address', { exact: true }).fill('someone@');
  await panel.getByLabel('Message (optional)').focus();
  await expect(panel.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expectNoSeriousViolations(page, { include: '.share-popover' });
  await panel.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('button', { name: 'Embed' }).click();
  await expectNoSeriousViolations(page, { include: '.share-popover' });
});
