import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, createPost, follow, formKey, login, logout, registerUser, uniqueName } from '../../support/api';
import { editTags, feedArticles, fillPost, openNewForm, scheduleForTomorrow } from '../../support/compose';
import { HOST, INSTANCE_PORTS, TWO_INSTANCES_LOGIN_RATE_LIMIT } from '../../support/ports.mjs';

// Issue 12: two server instances on one PostgreSQL database behave as one site. Every context's
// baseURL is instance A; B is reached by its absolute address. Cookies belong to the host, not the
// port, so the browser carries one session to both, as behind a load balancer.
const A = `http://${HOST}:${INSTANCE_PORTS.A}`;
const B = `http://${HOST}:${INSTANCE_PORTS.B}`;

test.describe.configure({ timeout: 120_000 });

async function signedInContext(browser: Browser, prefix: string) {
  const context = await browser.newContext({ baseURL: A });
  const page = await context.newPage();
  const user = await registerUser(page, prefix);
  return { context, page, user };
}

async function expectSignedIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/dashboard`);
  await expect(page.getByRole('button', { name: 'Compose a post' })).toBeVisible();
}

test('a session started on A works on B, and a form key from A is accepted by B', async ({ page }) => {
  const user = await registerUser(page, 'twosess');
  await logout(page);
  await page.goto(`${A}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${A}/dashboard`);

  await expectSignedIn(page, B);
  const session = await (await page.request.get(`${B}/svc/session`)).json();
  expect(session.response.form_key).toBe(await formKey(page.request));

  // The key is read from A (formKey uses the baseURL), the post goes to B.
  const title = `Keyed on A, posted on B ${Date.now().toString(36)}`;
  await apiPost(page.request, `${B}/svc/post/update`, {
    channel_id: user.blogName,
    'post[type]': 'regular',
    'post[one]': title,
    'post[two]': '<p>Form key from the other instance.</p>',
    'post[state]': '0',
    editor_type: 'rich',
  });
  await page.goto(`${A}/blog/${user.blogName}`);
  await expect(page.getByText(title)).toBeVisible();

  // Logging out on B ends the session on A too.
  await apiPost(page.request, `${B}/svc/account/logout`, {});
  await page.goto(`${A}/dashboard`);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await login(page, user.email, user.password);
  await expectSignedIn(page, A);
});

for (const type of ['text', 'photo'] as const) {
  test(`a ${type} post composed on A shows on B's dashboard, is edited on B, and the edit shows on A`, async ({ page }) => {
    const user = await registerUser(page, `two${type}`);
    const marker = `${type} on two ${Date.now().toString(36)}`;
    await page.goto(`${A}/dashboard`);
    const form = await openNewForm(page, type, A);
    await fillPost(page, form, type, marker, user.blogName);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toBeHidden();

    await page.goto(`${B}/dashboard`);
    const onB = feedArticles(page, marker).first();
    await expect(onB).toBeVisible();
    if (type === 'photo') {
      // The photo was stored by A in the shared media folder and is served by B.
      const img = onB.getByRole('img').first();
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }

    const tag = `edited-on-b-${Date.now().toString(36)}`;
    await editTags(page, onB, type, tag);

    await page.goto(`${A}/dashboard`);
    await expect(
      feedArticles(page, marker)
        .first()
        .getByRole('link', { name: `#${tag}` }),
    ).toBeVisible();
  });
}

test('a like and a reblog on B are counted in the notes the author sees on A', async ({ browser }) => {
  const author = await signedInContext(browser, 'twoauthor');
  const reader = await signedInContext(browser, 'tworeader');
  try {
    const title = `Noted across instances ${Date.now().toString(36)}`;
    await createPost(author.page, author.user.blogName, { 'post[one]': title });
    await author.page.goto(`${A}/dashboard`);
    await expect(feedArticles(author.page, title).first().getByText('0 notes')).toBeVisible();

    await follow(reader.page, author.user.blogName);
    await reader.page.goto(`${B}/dashboard`);
    const post = feedArticles(reader.page, title).first();
    const like = post.getByRole('button', { name: 'Like', exact: true });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await post.getByRole('button', { name: 'Reblog', exact: true }).click();
    await reader.page.getByRole('menuitem', { name: 'Reblog now' }).click();
    await expect(
      reader.page
        .getByRole('status')
        .filter({ hasText: /reblog/i })
        .first(),
    ).toBeVisible();

    await author.page.goto(`${A}/dashboard`);
    await expect(feedArticles(author.page, title).first().getByText('2 notes')).toBeVisible();
    // And the reader, back on A, sees the like it gave on B.
    await reader.page.goto(`${A}/dashboard`);
    // (its own reblog of the post is on its dashboard too, without a Like button).
    await expect(feedArticles(reader.page, title).getByRole('button', { name: 'Like', exact: true }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  } finally {
    await author.context.close();
    await reader.context.close();
  }
});

test('a post scheduled on A is listed on B, and a due one is published once', async ({ page }) => {
  const user = await registerUser(page, 'twosched');
  await page.goto(`${A}/dashboard`);
  const later = `Scheduled on A ${Date.now().toString(36)}`;
  const form = await openNewForm(page, 'text', A);
  await fillPost(page, form, 'text', later, user.blogName);
  await scheduleForTomorrow(page, form);

  await page.goto(`${B}/queue`);
  await expect(
    feedArticles(page, later)
      .first()
      .getByText(/^Scheduled for /),
  ).toBeVisible();

  // Due in a few seconds: whichever instance's publisher comes first publishes it (every 30 s).
  const soon = `Due soon ${Date.now().toString(36)}`;
  await apiPost(page.request, `${B}/svc/post/update`, {
    channel_id: user.blogName,
    'post[type]': 'regular',
    'post[one]': soon,
    'post[two]': '<p>Published by one of the two instances.</p>',
    'post[state]': 'on.2',
    'post[publish_on]': new Date(Date.now() + 3_000).toISOString(),
    editor_type: 'rich',
  });
  await expect(async () => {
    await page.goto(`${A}/blog/${user.blogName}`);
    await expect(page.getByText(soon)).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 75_000, intervals: [2_000] });
  await page.goto(`${B}/dashboard`);
  await expect(feedArticles(page, soon)).toHaveCount(1);
  await expect(feedArticles(page, later)).toHaveCount(0);
});

// Each sign-in test sends a client address of its own (the instances trust the loopback proxy), so
// no other test's sign-ins count against its budget, nor its attempts against theirs.
const clientAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
async function failedLogin(page: Page, origin: string, email: string, client: string) {
  const key = await formKey(page.request);
  return page.request.post(`${origin}/svc/account/login`, {
    form: { email, password: 'not the password' },
    headers: { 'x-form-key': key, 'x-forwarded-for': client },
  });
}
const TOO_MANY = 'Too many attempts. Wait a minute and try again.';
// server/src/services/account-safety/throttle.ts: the 5th failure in a row (still a 401) locks the address.
const LOGIN_FAILURES_BEFORE_LOCK = 5;

test('the per-address lockout is shared: after five wrong passwords through A, B refuses that address', async ({ page }) => {
  const user = await registerUser(page, 'twolock');
  await logout(page);
  const client = clientAddress();
  for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i += 1)
    expect((await failedLogin(page, A, user.email, client)).status()).toBe(401);
  const refused = await failedLogin(page, B, user.email, client);
  expect(refused.status()).toBe(429);
  expect((await refused.json()).errors[0].detail).toBe(TOO_MANY);
});

test('the login rate limit per client is shared: after the attempts allowed through A, B refuses too', async ({ page }) => {
  // A new address on every attempt: only the per-client limit (LOGIN_RATE_LIMIT a minute) counts.
  const client = clientAddress();
  const email = (i: number) => `nobody-${i}-${uniqueName('rl')}@example.test`;
  for (let i = 0; i < TWO_INSTANCES_LOGIN_RATE_LIMIT; i += 1)
    expect((await failedLogin(page, A, email(i), client)).status()).toBe(401);
  // A refuses the next one (its own count would too); B must, having seen none of them.
  expect((await failedLogin(page, A, email(TWO_INSTANCES_LOGIN_RATE_LIMIT), client)).status()).toBe(429);
  const refused = await failedLogin(page, B, email(TWO_INSTANCES_LOGIN_RATE_LIMIT + 1), client);
  expect(refused.status()).toBe(429);
  expect((await refused.json()).errors[0].detail).toBe(TOO_MANY);
});
