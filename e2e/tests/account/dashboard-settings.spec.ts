import { expect, test } from '@playwright/test';
import { registerUser } from '../../support/api';
import { expectNoSeriousViolations } from '../../support/axe';

// /settings/dashboard (shell): each switch is saved on change (POST /svc/settings/dashboard) and the
// server keeps it, so a reload shows what was chosen.

const SOUNDS = 'Play a sound for new messages';
const WINDOWS = 'Keep several conversations open side by side';

test('a person turns sounds off and several windows on, and both are kept after a reload', async ({ page }, testInfo) => {
  await registerUser(page, 'settings');
  await page.goto('/settings/dashboard');
  await expect(page).toHaveTitle('Dashboard settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard settings' })).toBeVisible();
  const messaging = page.getByRole('region', { name: 'Messaging' });
  const sounds = messaging.getByRole('switch', { name: SOUNDS });
  const windows = messaging.getByRole('switch', { name: WINDOWS });
  await expect(sounds).toBeChecked();
  await expect(windows).not.toBeChecked();
  await expectNoSeriousViolations(page, { include: 'main', soft: true });

  const saved = () => page.waitForResponse((r) => r.url().endsWith('/svc/settings/dashboard') && r.request().method() === 'POST');
  const soundsSaved = saved();
  await sounds.click();
  const soundsResponse = await soundsSaved;
  expect(soundsResponse.status()).toBe(200);
  expect((await soundsResponse.json()).response.user).toMatchObject({
    is_sounds_enabled: false,
    messaging_multiple_windows: false,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(sounds).not.toBeChecked();

  const windowsSaved = saved();
  await windows.click();
  const windowsResponse = await windowsSaved;
  expect(windowsResponse.status()).toBe(200);
  expect((await windowsResponse.json()).response.user).toMatchObject({
    is_sounds_enabled: false,
    messaging_multiple_windows: true,
  });
  await expect(windows).toBeChecked();
  await expect(windows).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The page with its "Saved." line on a wide and on a phone screen (attached to the report).
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`dashboard-settings-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.reload();
  await expect(page.getByRole('switch', { name: SOUNDS })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: WINDOWS })).toBeChecked();
  const session = await (await page.request.get('/svc/session')).json();
  expect(session.response.user).toMatchObject({ is_sounds_enabled: false, messaging_multiple_windows: true });

  // Linked with the password page both ways, and from the account menu.
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/settings\/password$/);
  await page.getByRole('link', { name: 'Dashboard settings' }).click();
  await expect(page).toHaveURL(/\/settings\/dashboard$/);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/dashboard$/);
  await expect(page.getByRole('switch', { name: WINDOWS })).toBeChecked();
});

test('a failed save puts the switch back and says why', async ({ page }, testInfo) => {
  await registerUser(page, 'settingsfail');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/dashboard');
  await page.route('**/svc/settings/dashboard', (route) => route.abort('internetdisconnected'));
  const windows = page.getByRole('switch', { name: WINDOWS });
  await windows.click();
  await expect(page.getByRole('alert')).toHaveText('Your setting was not saved. You seem to be offline.');
  await expect(windows).not.toBeChecked();
  await expect(windows).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('dashboard-settings-error-390.png'), fullPage: true });
});

test('a visitor is sent to log in first', async ({ page }) => {
  await page.goto('/settings/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
