import { expect, test, type Page } from '@playwright/test';
import { registerUser } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';

// Issue 10 item 9: the mobile header (spec 3 §2 screens 6–7, §4) on a 390 × 844 phone.
test.use({ viewport: { width: 390, height: 844 } });

/** Waits for the drawer's slide, the sheets' rise and the fades to end (screenshots, axe, geometry). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function shot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: test.info().outputPath(name) });
}

const banner = (page: Page) => page.getByRole('banner');
const burger = (page: Page) => banner(page).getByRole('button', { name: 'Menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openDrawer(page: Page) {
  await burger(page).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

test('the burger opens the drawer, its links land, the overlay and Escape close it', async ({ page }) => {
  const user = await registerUser(page, 'mob');
  await page.goto('/dashboard');
  await expect(banner(page).getByTestId('header-title')).toHaveText('Dashboard');
  // The phone's header: no desktop field until the search icon opens it; the navigation is a bottom bar.
  await expect(banner(page).getByRole('searchbox', { name: 'Search' })).toBeHidden();
  const nav = banner(page).getByRole('navigation', { name: 'Main' });
  expect((await nav.boundingBox())?.y).toBeGreaterThan(780);

  let menu = await openDrawer(page);
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Create a post' })).toBeFocused();
  await expect(menu.getByRole('link', { name: /^Likes \d/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Following \d/ })).toBeVisible();
  await shot(page, 'drawer-390.png');
  await expectNoSeriousViolations(page, { include: '#shell-drawer' });

  await menu.getByRole('link', { name: /^Likes/ }).click();
  await expect(page).toHaveURL(/\/likes$/);
  await expect(page.getByRole('heading', { name: 'Likes', level: 1 })).toBeVisible();
  await expect(banner(page).getByTestId('header-title')).toHaveText('Likes');
  await expect(drawer(page)).toBeHidden();

  menu = await openDrawer(page);
  await menu.getByRole('link', { name: /^Following/ }).click();
  await expect(page).toHaveURL(/\/following$/);
  await expect(page.getByRole('heading', { name: 'Following', level: 1 })).toBeVisible();

  menu = await openDrawer(page);
  await menu.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/settings\/password$/);
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();

  menu = await openDrawer(page);
  await menu.getByRole('link', { name: new RegExp(`^${user.blogName}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${user.blogName}$`));
  await expect(banner(page).getByTestId('header-title')).toHaveText(user.blogName);

  // The overlay (the dimmed page left of the panel) closes it.
  await openDrawer(page);
  await page.mouse.click(20, 400);
  await expect(drawer(page)).toBeHidden();

  // Escape closes it and gives focus back to the burger.
  await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(burger(page)).toBeFocused();

  // A blog's subnav: the burger closes it first.
  menu = await openDrawer(page);
  await menu.getByRole('button', { name: `More for ${user.blogName}` }).click();
  await expect(menu.getByRole('link', { name: 'Blog settings' })).toBeVisible();
  await shot(page, 'drawer-subnav-390.png');
  await burger(page).click();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await burger(page).click();
  await expect(drawer(page)).toBeHidden();

  // Create a post opens the post form over the current blog's page.
  menu = await openDrawer(page);
  await menu.getByRole('link', { name: 'Create a post' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${user.blogName}/new/text$`));
  await expect(page.getByRole('dialog', { name: 'New text post' })).toBeVisible();
  await shot(page, 'post-form-390.png');
});

test('the logged-out drawer shows Log in, Get started and the splash', async ({ page }) => {
  await page.goto('/explore');
  await expect(banner(page).getByTestId('header-title')).toHaveText('Explore');
  await expect(banner(page).getByRole('img', { name: 'Safe search is on' })).toBeVisible();
  const menu = await openDrawer(page);
  await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
  // The demo world has public photo posts: the newest one's picture links to its blog.
  const credit = menu.getByRole('link', { name: /^Posted by / });
  await expect(credit).toBeVisible();
  await expect(credit.locator('img')).toHaveJSProperty('complete', true);
  await shot(page, 'drawer-visitor-390.png');
  await expectNoSeriousViolations(page, { include: '#shell-drawer' });
  const blog = ((await credit.textContent()) ?? '').replace('Posted by ', '').trim();
  await credit.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${blog}$`));

  await openDrawer(page);
  await drawer(page).getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await openDrawer(page);
  await drawer(page).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the search icon opens the field, which submits to /search; the filter popover re-submits the term', async ({ page }) => {
  await registerUser(page, 'mobs');
  await page.goto('/dashboard');
  await openDrawer(page);
  await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
  // Opening search closes the drawer; the field is focused.
  await expect(drawer(page)).toBeHidden();
  const field = banner(page).getByRole('searchbox', { name: 'Search' });
  await expect(field).toBeFocused();
  await field.fill('red cats');
  await shot(page, 'search-open-390.png');
  await field.press('Enter');
  // The search page takes /search?q= to the term's own address, keeping the form's fields.
  await expect(page).toHaveURL(/\/search\/red%20cats\?filter_nsfw=false&sort=top&filter_post_type=any$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for red cats' })).toBeVisible();

  await banner(page).getByRole('button', { name: 'Search filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Search filters' });
  await expect(filters.getByRole('switch', { name: 'Safe search' })).toBeVisible();
  await shot(page, 'search-filters-390.png');
  await expectNoSeriousViolations(page, { include: '#shell-search-filters' });
  await filters.getByRole('radio', { name: 'Recent Posts' }).check();
  // A filter re-submits to the search's one address: only the filters that are not defaults.
  await expect(page).toHaveURL(/\/search\/red%20cats\?sort=recent$/);
  await filters.getByRole('switch', { name: 'Original Posts' }).check();
  await expect(page).toHaveURL(/\/search\/red%20cats\?sort=recent&post_role=original$/);
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
});

test('on a wide screen the header has its own search field that submits the same form', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerUser(page, 'mobw');
  await page.goto('/dashboard');
  await expect(burger(page)).toBeHidden();
  await expect(banner(page).getByTestId('header-title')).toBeHidden();
  const field = banner(page).getByRole('searchbox', { name: 'Search' });
  await expect(field).toBeVisible();
  await shot(page, 'header-1440.png');
  await field.fill('owls');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/owls\?filter_nsfw=false&sort=top&filter_post_type=any$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for owls' })).toBeVisible();
});

test('the header becomes sticky past 45 px, hides going down and shows going up', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('feed').getByRole('article').nth(3)).toBeVisible();
  const header = banner(page);
  const top = async () => (await header.boundingBox())?.y ?? NaN;
  expect(await top()).toBe(0);
  // Down: the header scrolls away with the page, then stays out of the way once sticky.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass(/shell-header--sticky/);
  await expect(header).toHaveClass(/shell-header--away/);
  await expect.poll(top).toBeLessThan(-50);
  // Up: it comes back at the top of the window while the page is still far down.
  await page.mouse.wheel(0, -150);
  await expect(header).not.toHaveClass(/shell-header--away/);
  await expect.poll(top).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await shot(page, 'sticky-390.png');
  await page.mouse.wheel(0, 200);
  await expect.poll(top).toBeLessThan(-50);
});

test('on a phone the header popovers are bottom sheets', async ({ page }) => {
  await registerUser(page, 'mobp');
  await page.goto('/dashboard');
  await banner(page)
    .getByRole('button', { name: /^Account/ })
    .click();
  const account = page.getByRole('dialog', { name: 'Account menu' });
  await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
  await settled(page);
  const box = await account.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(390);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  await shot(page, 'account-sheet-390.png');
  await page.keyboard.press('Escape');

  await banner(page).getByRole('button', { name: 'Activity' }).click();
  const activity = page.getByRole('dialog', { name: 'Activity' });
  await expect(activity).toBeVisible();
  await expect.poll(async () => (await activity.boundingBox())?.width).toBe(390);
  await settled(page);
  const sheet = await activity.boundingBox();
  expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(844);
  await shot(page, 'activity-sheet-390.png');
});
