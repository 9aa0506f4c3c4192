import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES, ApiError, DEFAULT_NOTIFICATION_SETTINGS } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices, type FakeServices } from '../../../test/fake-services';
import { makeSession } from '../../../test/fixtures';
import { NotificationSettingsPage } from './notification-settings-page';

async function setup(): Promise<FakeServices> {
  const services = createFakeServices({ session: makeSession(), path: '/settings/notifications' });
  services.api.on('get', API_ROUTES.notificationSettings, () => ({ notifications: DEFAULT_NOTIFICATION_SETTINGS }));
  await act(async () => {
    renderWithServices(<NotificationSettingsPage />, services);
  });
  return services;
}
const activity = () => screen.getByRole('region', { name: 'Show in activity' });
const mail = () => screen.getByRole('region', { name: 'Email me about' });

describe('NotificationSettingsPage', () => {
  it('shows the activity and email switches as loaded (no activity switch for messages)', async () => {
    await setup();
    expect(document.title).toBe('Notification settings');
    expect(within(activity()).getByRole('switch', { name: 'Likes' })).toBeChecked();
    expect(within(activity()).queryByRole('switch', { name: 'Messages' })).not.toBeInTheDocument();
    expect(within(mail()).getByRole('switch', { name: 'Likes' })).not.toBeChecked();
    expect(within(mail()).getByRole('switch', { name: 'Messages' })).toBeChecked();
  });

  it('saves a switch at once, disabled meanwhile, then Saved.', async () => {
    const services = await setup();
    let finish: (v: unknown) => void = () => undefined;
    services.api.on('post', API_ROUTES.notificationSettings, () => new Promise((r) => (finish = r)));
    await act(async () => fireEvent.click(within(mail()).getByRole('switch', { name: 'Likes' })));
    expect(services.api.calls.at(-1)?.options?.json).toEqual({ email_likes: true });
    expect(within(mail()).getByRole('switch', { name: 'Likes' })).toBeChecked();
    expect(within(mail()).getByRole('switch', { name: 'Replies' })).toBeDisabled();
    await act(async () => finish({ notifications: { ...DEFAULT_NOTIFICATION_SETTINGS, email_likes: true } }));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(within(mail()).getByRole('switch', { name: 'Likes' })).toBeChecked();
    expect(within(mail()).getByRole('switch', { name: 'Replies' })).toBeEnabled();
  });

  it('puts the switch back and says why when the save fails', async () => {
    const services = await setup();
    services.api.on('post', API_ROUTES.notificationSettings, () => {
      throw new ApiError(0, 'offline', [{ code: 'NETWORK', detail: 'You seem to be offline.' }]);
    });
    await act(async () => fireEvent.click(within(activity()).getByRole('switch', { name: 'New followers' })));
    expect(within(activity()).getByRole('switch', { name: 'New followers' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Your setting was not saved. You seem to be offline.');
  });
});
