import { fakeSession } from '@dash/remote-kit/src/testing';
import { DEFAULT_SERVER_DATA, messagingSettings } from './server-data';

test('a session without server data (an older server) gets every feature on and the spec defaults', () => {
  const settings = messagingSettings(fakeSession());
  expect(settings).toEqual({ ...DEFAULT_SERVER_DATA, multipleWindows: false });
});

test("the server's values win, missing features stay on, and the user's window setting is read", () => {
  const session = fakeSession();
  const settings = messagingSettings({
    user: session.user && { ...session.user, messaging_multiple_windows: true },
    messaging: {
      ...DEFAULT_SERVER_DATA,
      inbox_poll_ms: 30000,
      features: { sounds: false } as typeof DEFAULT_SERVER_DATA.features,
    },
  });
  expect(settings.inbox_poll_ms).toBe(30000);
  expect(settings.features.sounds).toBe(false);
  expect(settings.features.minimize).toBe(true);
  expect(settings.multipleWindows).toBe(true);
});
