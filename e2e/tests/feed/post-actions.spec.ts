import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, createPost, follow, logout, registerUser, type TestUser } from '../../support/api';

/** Two fresh users: `author` posts, `reader` follows the author and acts on the posts. */
async function authorAndReader(page: Page, title: string): Promise<{ author: TestUser; reader: TestUser; postId: string }> {
  const author = await registerUser(page, 'author');
  const saved = await createPost(page, author.blogName, { 'post[one]': title });
  await logout(page);
  const reader = await registerUser(page, 'reader');
  await follow(page, author.blogName);
  return { author, reader, postId: saved.created_post.id };
}

function articleWith(page: Page, text: string): Locator {
  return page.getByRole('feed').getByRole('article').filter({ hasText: text }).first();
}

test('like and unlike a post, never on own posts; fast reblog and reblog to the queue', async ({ page }) => {
  const title = `Likeable ${Date.now()}`;
  const { reader } = await authorAndReader(page, title);
  await page.goto('/dashboard');
  const post = articleWith(page, title);
  const like = post.getByRole('button', { name: 'Like', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  await post.getByRole('button', { name: 'Reblog', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Reblog now' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /reblog/i })
      .first(),
  ).toBeVisible();
  // The reblog is the reader's own post: it has no Like button.
  const reblog = page.getByRole('feed').getByRole('article').filter({ hasText: reader.blogName }).first();
  await expect(reblog).toBeVisible();
  await expect(reblog.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);

  await post.getByRole('button', { name: 'Reblog', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add to queue' }).click();
  await page.goto('/queue');
  await expect(page.getByRole('feed').getByRole('article').filter({ hasText: title }).first().getByText('Queued')).toBeVisible();
});

test('reply to a post adds a note', async ({ page }) => {
  const title = `Reply to me ${Date.now()}`;
  const { author } = await authorAndReader(page, title);
  await page.goto('/dashboard');
  const post = articleWith(page, title);
  await expect(post.getByText('0 notes')).toBeVisible();
  await post.getByRole('button', { name: 'Reply', exact: true }).click();
  await post.getByRole('textbox', { name: `Reply to ${author.blogName}` }).fill('What a lovely post');
  await post.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(post.getByText('1 note')).toBeVisible();
});

test('publish a draft from /drafts and a queued post with "Publish now"', async ({ page }) => {
  const user = await registerUser(page, 'drafts');
  const draftTitle = `Draft ${Date.now()}`;
  const queuedTitle = `Queued ${Date.now()}`;
  await createPost(page, user.blogName, { 'post[one]': draftTitle, 'post[state]': '1' });
  await createPost(page, user.blogName, { 'post[one]': queuedTitle, 'post[state]': '2' });

  await page.goto('/drafts');
  const draft = articleWith(page, draftTitle);
  await draft.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(draft).toBeHidden();

  await page.goto('/queue');
  const queued = articleWith(page, queuedTitle);
  await queued.getByRole('button', { name: 'Publish now', exact: true }).click();
  await expect(queued).toBeHidden();

  await page.goto('/dashboard');
  await expect(articleWith(page, draftTitle)).toBeVisible();
  await expect(articleWith(page, queuedTitle)).toBeVisible();
});

test('an ask answered from the inbox is published', async ({ page }) => {
  const owner = await registerUser(page, 'asked');
  await logout(page);
  await registerUser(page, 'asker');
  const question = `Do you like tea ${Date.now()}?`;
  await apiPost(page.request, '/svc/post/ask', { recipient: owner.blogName, question });
  await logout(page);
  await apiPost(page.request, '/svc/account/login', { email: owner.email, password: owner.password });

  await page.goto('/inbox');
  const ask = articleWith(page, question);
  await ask.getByRole('textbox', { name: 'Your answer' }).fill('Every single day.');
  await ask.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ask).toBeHidden();
  await page.goto('/dashboard');
  const answered = articleWith(page, question);
  await expect(answered.getByText('Every single day.')).toBeVisible();
});

test('unfollow asks for confirmation; block asks with the spec text and removes the blog', async ({ page }) => {
  const title = `Follow me ${Date.now()}`;
  const { author, reader } = await authorAndReader(page, title);
  await page.goto('/dashboard');
  const post = articleWith(page, title);

  await post.getByRole('button', { name: 'More options for this post' }).click();
  await page.getByRole('menuitem', { name: `Unfollow ${author.blogName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Unfollow ${author.blogName}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
  await expect(confirm).toBeHidden();

  await post.getByRole('button', { name: 'More options for this post' }).click();
  await page.getByRole('menuitem', { name: `Block ${author.blogName}` }).click();
  const block = page.getByRole('alertdialog', {
    name: `Are you sure you want to block ${author.blogName} from ${reader.blogName}?`,
  });
  await expect(block).toBeVisible();
  await expect(block).toContainText('will not be able to follow you');
  // Keyboard rules: the confirm button has focus; Escape presses Nevermind.
  await expect(block.getByRole('button', { name: 'Block' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(block).toBeHidden();

  await post.getByRole('button', { name: 'More options for this post' }).click();
  await page.getByRole('menuitem', { name: `Block ${author.blogName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(articleWith(page, title)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('feed').getByText(title)).toHaveCount(0);
});

test('keyboard: j and k move between posts, l likes, ? lists the shortcuts', async ({ page }) => {
  const author = await registerUser(page, 'keys');
  for (let i = 1; i <= 3; i += 1) await createPost(page, author.blogName, { 'post[one]': `Key post ${i}` });
  await logout(page);
  await registerUser(page, 'keyreader');
  await follow(page, author.blogName);
  await page.goto('/dashboard');
  const articles = page.getByRole('feed').getByRole('article');
  await expect(articles).toHaveCount(3);

  await page.keyboard.press('j');
  await expect(articles.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(articles.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(articles.nth(0)).toBeFocused();
  await page.keyboard.press('l');
  await expect(articles.nth(0).getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('table')).toContainText('Like');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('an ask answered in the post form is published with the question', async ({ page }) => {
  const owner = await registerUser(page, 'formask');
  await logout(page);
  const asker = await registerUser(page, 'formasker');
  const question = `Which editor do you use ${Date.now()}?`;
  await apiPost(page.request, '/svc/post/ask', { recipient: owner.blogName, question });
  await logout(page);
  await apiPost(page.request, '/svc/account/login', { email: owner.email, password: owner.password });

  await page.goto('/inbox');
  await articleWith(page, question).getByRole('button', { name: 'Answer', exact: true }).click();
  const form = page.getByRole('dialog', { name: `Answer ${asker.blogName}'s question` });
  await expect(form.getByRole('region', { name: 'Question' })).toContainText(question);
  await form.getByRole('textbox', { name: 'Answer', exact: true }).fill('The rich one, with smart quotes.');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('feed').getByText(question)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(articleWith(page, question).getByText('The rich one, with smart quotes.')).toBeVisible();
});
