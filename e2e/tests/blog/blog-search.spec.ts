import { expect, test, type Page } from '@playwright/test';
import { createPost, registerUser } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';

// Blog search inside the peepr (spec 3 §2 item 4, §4, §8): a user's own post found by a word only
// it has, the no-results line, the popular tags, the filters, and axe over the bar with its filters.

async function openOwnPeepr(page: Page, blogName: string, word: string) {
  await page.goto('/dashboard');
  const article = page.getByRole('feed').getByRole('article').filter({ hasText: word }).first();
  await article.getByRole('link', { name: blogName, exact: true }).first().click();
  const overlay = page.getByRole('dialog', { name: `${blogName}'s blog` });
  await expect(overlay.getByRole('article').first()).toBeVisible();
  return overlay;
}

test('a user searches their blog in the peepr: the post with the word, then nothing for nonsense', async ({ page }, testInfo) => {
  const user = await registerUser(page, 'bsearch');
  const word = `zebrafish${Date.now().toString(36)}`;
  await createPost(page, user.blogName, { 'post[one]': 'An ordinary day', 'post[two]': '<p>Nothing special here.</p>' });
  await createPost(page, user.blogName, {
    'post[one]': 'Aquarium notes',
    'post[two]': `<p>The <strong>${word}</strong> swims in circles.</p>`,
    'post[tags]': 'aquarium life, fish',
  });

  const overlay = await openOwnPeepr(page, user.blogName, word);
  await expect(overlay.getByRole('article')).toHaveCount(2);
  await overlay.getByRole('button', { name: `Search ${user.blogName}'s blog` }).click();
  const input = overlay.getByRole('combobox', { name: `Search ${user.blogName}'s blog` });
  await expect(input).toBeFocused();
  // The blog's popular tags show while the input has focus.
  await expect(
    overlay.getByRole('listbox', { name: 'Popular Tags:' }).getByRole('option', { name: '#aquarium life' }),
  ).toBeVisible();

  await input.fill(word);
  await input.press('Enter');
  await expect(overlay.getByRole('article')).toHaveCount(1);
  await expect(overlay.getByRole('article').first()).toContainText(word);
  await expect(overlay.getByText('An ordinary day')).toHaveCount(0);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`blog-search-results-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const nonsense = `qwxv${Date.now().toString(36)}`;
  await input.fill(nonsense);
  await input.press('Enter');
  await expect(overlay.getByText(`Nothing here about ${nonsense}.`)).toBeVisible();
  await expect(overlay.getByRole('article')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('blog-search-nothing-390.png') });

  // A tag picked from the popular tags is searched.
  await input.fill('aqua');
  await expect(overlay.getByRole('option')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('blog-search-tags-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await overlay.getByRole('option', { name: '#aquarium life' }).click();
  await expect(input).toHaveValue('aquarium life');
  await expect(overlay.getByRole('article')).toHaveCount(1);

  // Clearing brings the blog's posts back.
  await overlay.getByRole('button', { name: 'Clear search' }).click();
  await expect(input).toBeHidden();
  await expect(overlay.getByRole('article')).toHaveCount(2);
});

test('the search bar with its filters open has no serious accessibility violation', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const user = await registerUser(page, 'bsaxe');
  const word = `axolotl${Date.now().toString(36)}`;
  await createPost(page, user.blogName, { 'post[one]': `About the ${word}`, 'post[tags]': 'pets' });
  const overlay = await openOwnPeepr(page, user.blogName, word);
  await overlay.getByRole('button', { name: `Search ${user.blogName}'s blog` }).click();
  const input = overlay.getByRole('combobox', { name: `Search ${user.blogName}'s blog` });
  await input.fill(word);
  await input.press('Enter');
  await expect(overlay.getByRole('article')).toHaveCount(1);

  await overlay.getByRole('button', { name: 'Search filters' }).click();
  const filters = overlay.getByRole('dialog', { name: 'Search filters' });
  await expect(filters).toBeVisible();
  await filters.getByRole('radio', { name: 'Top Posts' }).check();
  await filters.getByRole('checkbox', { name: 'Original Posts' }).check();
  await expect(overlay.getByRole('article')).toHaveCount(1);
  await expectNoSeriousViolations(page, { include: '.blog-peepr-panel' });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`blog-search-filters-${width}.png`) });
  }

  // A type the post is not: nothing; Escape closes the filters, not the panel.
  await filters.getByRole('combobox', { name: 'Post type' }).selectOption({ label: 'Photos' });
  await expect(overlay.getByText(`Nothing here about ${word}.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  await expect(overlay).toBeVisible();
});
