import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';

test('GIF search finds GIF posts of the platform and adds the chosen one to a photo post', async ({ page }) => {
  await registerUser(page, 'gif');
  await page.goto('/new/photo');
  const form = page.getByRole('dialog', { name: 'New photo post' });
  await form.getByRole('button', { name: 'Add a GIF' }).click();
  const search = page.getByRole('dialog', { name: 'GIF search' });
  const input = search.getByRole('textbox', { name: 'Find a GIF' });
  await expect(input).toHaveAttribute('placeholder', 'Find a GIF');

  await input.fill('zzqx-nothing-like-this');
  // One of the random no-results messages (mfe-compose/src/features/gif-search/lib/constants.ts).
  await expect(
    search.getByText(
      /^(Nothing turned up\. Bummer\.|Sadly, nothing\.|Not a single GIF\. The internet has let you down\.|Zero GIFs\. Try another word\?|We looked everywhere\. Even under the couch\.)$/,
    ),
  ).toBeVisible();
  await expect(search.getByRole('group', { name: /^GIFs for/ })).toHaveCount(0);

  await input.fill('  CAT ');
  const results = search.getByRole('group', { name: 'GIFs for cat' });
  await expect(results).toBeVisible();
  await expect(search.getByRole('link', { name: /^Originally posted by / }).first()).toBeVisible();
  await results.getByRole('button').first().click();
  await expect(search).toBeHidden();
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Alt text for photo 1' }).fill('A cat GIF');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('feed').getByRole('article').first().locator('img[src$=".gif"]').first()).toBeVisible();
});
