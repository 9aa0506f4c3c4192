import { expect, test, type Page } from '@playwright/test';
import { createPost } from '../../support/api';
import { adminInOwnContext, personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 10 item 11, moderation (server/README.md "Moderation"). The e2e server's database is fresh
// and seeded: its first account, alex@demo.test, is its admin. The admin suspends a fresh user's blog
// from the blog's page: a reader then gets "Page not found" (404) there, and the owner is told and
// cannot post; lifting the suspension brings it back.
test.describe.configure({ timeout: 120_000 });

test("an admin suspends a fresh user's blog: others get 404, its owner is told and cannot post", async ({ browser }) => {
  const owner = await personInOwnContext(browser, 'modown');
  const name = owner.user.blogName;
  const saved = await createPost(owner.page, name, { 'post[one]': `Before the suspension of ${name}` });
  const postId = saved.created_post.id;
  const reader = await personInOwnContext(browser, 'modread', { verified: false });
  const admin = await adminInOwnContext(browser);

  // The reader reads it and follows it (the page is interactive by then), and has no Moderation control.
  expect((await reader.page.goto(`/blog/${name}`))?.status()).toBe(200);
  await expect(reader.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await reader.page.getByRole('button', { name: 'Follow' }).first().click();
  await expect(reader.page.getByRole('button', { name: 'Unfollow' }).first()).toBeVisible();
  await expect(reader.page.getByRole('button', { name: 'Moderation' })).toHaveCount(0);

  // The admin suspends it from the blog's page.
  await admin.goto(`/blog/${name}`);
  await admin.getByRole('button', { name: 'Moderation' }).click();
  const panel = admin.getByRole('dialog', { name: `Moderate ${name}` });
  await expect(panel).toBeVisible();
  const suspended = panel.getByRole('switch', { name: 'Suspended' });
  await expect(suspended).not.toBeChecked();
  await expect(panel.getByText('No changes yet.')).toBeVisible();
  await expectNoSeriousViolations(admin, { include: '.blog-moderation-dialog', soft: true });
  for (const width of [390, 1440]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: test.info().outputPath(`moderation-panel-${width}.png`) });
  }
  await suspended.check();
  await expect(admin.getByText(`Suspended is on for ${name}.`)).toBeVisible();
  await expect(suspended).toBeChecked();
  await expect(panel.getByRole('list', { name: 'Recent changes' })).toContainText('Suspended on by alex');
  await admin.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(admin.getByRole('note')).toHaveText('This blog is suspended: only its owner and admins can see it.');
  await expect(admin.getByRole('button', { name: 'Moderation' })).toBeFocused();

  // Anyone else, its follower included: Page not found on the blog and its permalink, and its post
  // is gone from the follower's dashboard.
  for (const path of [`/blog/${name}`, `/blog/${name}/post/${postId}`]) {
    expect((await reader.page.goto(path))?.status()).toBe(404);
    await expect(reader.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
  await createPost(reader.page, reader.user.blogName, { 'post[one]': `Reader's own ${reader.user.blogName}` });
  await reader.page.goto('/dashboard');
  await expect(reader.page.getByRole('feed').getByText(`Reader's own ${reader.user.blogName}`)).toBeVisible();
  await expect(reader.page.getByText(`Before the suspension of ${name}`)).toHaveCount(0);

  // Its owner still sees it, is told, and cannot post.
  await owner.page.goto(`/blog/${name}`);
  await expect(owner.page.getByRole('note')).toContainText(
    "This blog is suspended. Only you and the admins can see it, and it can't post",
  );
  await owner.page.goto('/dashboard');
  await expect(owner.page.getByRole('note')).toHaveText(
    `Your blog ${name} is suspended. Only you and the admins can see it, and it can't post, reblog, reply, ask or send messages.`,
  );
  await owner.page.goto('/new/text');
  const form = owner.page.getByRole('dialog', { name: 'New text post' });
  await form.getByLabel('Title', { exact: true }).fill('Trying anyway');
  await form.getByRole('textbox', { name: 'Body', exact: true }).fill('This should not be published.');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(
    form
      .getByRole('alert')
      .filter({ hasText: `${name} is suspended, so it can't post.` })
      .first(),
  ).toBeVisible();

  // Lifted: back for everyone.
  await admin.getByRole('button', { name: 'Moderation' }).click();
  await panel.getByRole('switch', { name: 'Suspended' }).uncheck();
  await expect(admin.getByText(`Suspended is off for ${name}.`)).toBeVisible();
  await expect(admin.getByRole('note')).toHaveCount(0);
  expect((await reader.page.goto(`/blog/${name}`))?.status()).toBe(200);
  await expect(reader.page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the peepr header offers the panel to an admin, over the peepr, and to nobody else', async ({ browser }) => {
  const owner = await personInOwnContext(browser, 'modpeepr', { verified: false });
  const name = owner.user.blogName;
  const tag = `mod${Date.now().toString(36)}`;
  await createPost(owner.page, name, { 'post[one]': `Tagged by ${name}`, 'post[tags]': tag });
  const admin = await adminInOwnContext(browser);
  const openPeepr = async (page: Page) => {
    await page.goto(`/tagged/${tag}`);
    await page.getByRole('feed').getByRole('article').first().getByRole('link', { name, exact: true }).first().click();
    const overlay = page.getByRole('dialog', { name: `${name}'s blog` });
    await expect(overlay.getByRole('heading', { name, exact: true })).toBeVisible();
    return overlay;
  };

  const overlay = await openPeepr(admin);
  await overlay.getByRole('button', { name: 'Moderation' }).click();
  const panel = admin.getByRole('dialog', { name: `Moderate ${name}` });
  const spam = panel.getByRole('switch', { name: 'Spam' });
  await spam.check();
  await expect(admin.getByText(`Spam is on for ${name}.`)).toBeVisible();
  await expect(spam).toBeChecked();
  await expectNoSeriousViolations(admin, { include: '.blog-moderation-dialog', soft: true });
  // Escape closes the panel only: the peepr stays, its Moderation button has the focus back.
  await admin.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(overlay.getByRole('button', { name: 'Moderation' })).toBeFocused();
  await overlay.getByRole('button', { name: 'Moderation' }).click();
  await panel.getByRole('switch', { name: 'Spam' }).uncheck();
  await expect(admin.getByText(`Spam is off for ${name}.`)).toBeVisible();
  await admin.keyboard.press('Escape');

  // Its owner is no admin: the peepr of their own blog has no Moderation button.
  const own = await openPeepr(owner.page);
  await expect(own.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
});
