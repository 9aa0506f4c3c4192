import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createPost } from '../../support/api';
import { personInOwnContext } from '../../support/people';
import { expectNoSeriousViolations } from '../../support/axe';

// Spec 3 §2 screens 2 and 17, §4 "Blog-card popover": hovering a blog's name on a post card shows
// its popover (header, Follow, the strip of its highlighted posts); hovering an activity
// notification's avatar shows the blog card with Follow. Both are drawn by the blog remote, asked
// over the bus by the post card and by the activity remote.

test('B previews A from a card and follows from the popover; A follows back from the blog card in the activity popover', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await personInOwnContext(browser, 'popa', { verified: false });
  const b = await personInOwnContext(browser, 'popb', { verified: false });
  const first = await createPost(a.page, a.user.blogName, { 'post[one]': `First words of ${a.user.blogName}` });
  const second = await createPost(a.page, a.user.blogName, { 'post[one]': `Second words of ${a.user.blogName}` });
  // Private posts never reach the strip.
  await createPost(a.page, a.user.blogName, { 'post[one]': `Private words of ${a.user.blogName}`, 'post[state]': 'private' });

  // B, on A's blog page, rests the pointer on A's name in a post card.
  await b.page.goto(`/blog/${a.user.blogName}`);
  const card = b.page.getByRole('feed', { name: 'Posts' }).getByRole('article').first();
  await card.getByRole('link', { name: a.user.blogName, exact: true }).hover();
  const popover = b.page.getByRole('dialog', { name: `Blog preview: ${a.user.blogName}` });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('heading', { name: a.user.blogName })).toBeVisible();
  const strip = popover.getByRole('list', { name: `Recent posts by ${a.user.blogName}` });
  await expect(strip.getByRole('link')).toHaveCount(2);
  await expect(strip.getByRole('link', { name: `Second words of ${a.user.blogName}` })).toHaveAttribute(
    'href',
    `/blog/${a.user.blogName}/post/${second.created_post.id}`,
  );
  await expect(strip.getByRole('link', { name: `First words of ${a.user.blogName}` })).toHaveAttribute(
    'href',
    `/blog/${a.user.blogName}/post/${first.created_post.id}`,
  );
  await expect(strip.getByRole('link', { name: /Private words/ })).toHaveCount(0);
  await expectNoSeriousViolations(b.page, { include: '[data-popover-layer]' });

  // Follow from the popover: one button, which turns into Unfollow.
  await popover.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(popover.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  // The pointer leaves: it closes (300 ms), fades and goes (250 ms).
  await b.page.mouse.move(2, 2);
  await expect(popover).toBeHidden();

  // A opens the activity popover, rests the pointer on B's avatar in the follow notification.
  await a.page.goto('/dashboard');
  await a.page.getByRole('button', { name: 'Activity' }).click();
  const activity = a.page.getByRole('dialog', { name: 'Activity' });
  const followed = activity
    .getByRole('listitem')
    .filter({ hasText: b.user.blogName })
    .filter({ hasText: 'started following you' });
  await followed.getByRole('button', { name: 'Blog card' }).hover();
  const blogCard = a.page.getByRole('dialog', { name: `Blog card: ${b.user.blogName}` });
  await expect(blogCard).toBeVisible();
  await expect(blogCard.getByRole('heading', { name: b.user.blogName })).toBeVisible();
  await expect(blogCard.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(blogCard.getByRole('button', { name: 'Unfollow', exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(a.page, { include: '[data-popover-layer]' });

  // Follow back from the card; the activity popover under it stays open.
  await blogCard.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(blogCard.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(activity).toBeVisible();
  const following = await a.page.request.get('/svc/following');
  expect(JSON.stringify(await following.json())).toContain(`"name":"${b.user.blogName}"`);

  // Escape closes the card first, then the activity popover.
  await blogCard.getByRole('button', { name: 'Unfollow', exact: true }).focus();
  await a.page.keyboard.press('Escape');
  await expect(blogCard).toBeHidden();
  await expect(activity).toBeVisible();
  await a.page.keyboard.press('Escape');
  await expect(activity).toBeHidden();
});

test('keyboard: focus on a card’s avatar previews the blog, Enter moves into the popover, Escape goes back', async ({
  browser,
}) => {
  const a = await personInOwnContext(browser, 'popk', { verified: false });
  await createPost(a.page, a.user.blogName, { 'post[one]': `Keyboard words of ${a.user.blogName}` });
  await a.page.goto(`/blog/${a.user.blogName}`);
  const card = a.page.getByRole('feed', { name: 'Posts' }).getByRole('article').first();
  const avatar = card.getByRole('button', { name: 'Blog preview' });
  await avatar.focus();
  const popover = a.page.getByRole('dialog', { name: `Blog preview: ${a.user.blogName}` });
  await expect(popover).toBeVisible();
  await expect(avatar).toBeFocused();
  // One post: no strip. Its own blog: no Follow.
  await expect(popover.getByRole('list')).toHaveCount(0);
  await expect(popover.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await a.page.keyboard.press('Enter');
  await expect(popover).toBeFocused();
  await a.page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(avatar).toBeFocused();
});

test('the blog remote loads on the first rest of the pointer on a name, not with the page', async ({ browser }) => {
  const registry = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'environments', 'e2e.json'), 'utf8')) as {
    remotes: Record<string, { manifestUrl: string }>;
  };
  const blogFolder = registry.remotes.blog!.manifestUrl.replace(/[^/]+$/, '');
  const a = await personInOwnContext(browser, 'popl', { verified: false });
  await createPost(a.page, a.user.blogName, { 'post[one]': `Lazy words of ${a.user.blogName}` });
  const blogRequests: string[] = [];
  a.page.on('request', (request) => {
    if (request.url().startsWith(blogFolder)) blogRequests.push(request.url());
  });
  await a.page.goto(`/blog/${a.user.blogName}`);
  const name = a.page
    .getByRole('feed', { name: 'Posts' })
    .getByRole('article')
    .first()
    .getByRole('link', { name: a.user.blogName, exact: true });
  await expect(name).toBeVisible();
  await a.page.waitForLoadState('networkidle');
  expect(blogRequests).toEqual([]);
  await name.hover();
  await expect(a.page.getByRole('dialog', { name: `Blog preview: ${a.user.blogName}` })).toBeVisible();
  expect(blogRequests.length).toBeGreaterThan(0);
});
