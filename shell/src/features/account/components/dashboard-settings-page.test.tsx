import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { API_ROUTES, ApiError, type User } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeSession, makeUser } from '../../../test/fixtures';
import { DashboardSettingsPage } from './dashboard-settings-page';

const SOUNDS = 'Play a sound for new messages';
const WINDOWS = 'Keep several conversations open side by side';
const ALT_REMINDER = 'Remind me to add alt text to my images';

function setup(user: User = makeUser()) {
  const services = createFakeServices({ session: makeSession({ user }), path: '/settings/dashboard' });
  renderWithServices(<DashboardSettingsPage />, services);
  return services;
}

/** A save the test answers when it wants to. */
function deferredSave(services: ReturnType<typeof setup>) {
  let answer: (value: unknown) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  services.api.on(
    'post',
    API_ROUTES.dashboardSettings,
    () =>
      new Promise((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { answer: (value: unknown) => answer(value), fail: (error: unknown) => fail(error) };
}

describe('DashboardSettingsPage', () => {
  it('shows the Messaging switches from the session user, a title and the password link', () => {
    setup(makeUser({ is_sounds_enabled: true, messaging_multiple_windows: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard settings' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard settings');
    expect(screen.getByRole('region', { name: 'Messaging' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: SOUNDS })).toBeChecked();
    expect(screen.getByRole('switch', { name: WINDOWS })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/settings/password');
  });

  it('reads a user without messaging_multiple_windows (an older server) as off', () => {
    const user = makeUser();
    delete user.messaging_multiple_windows;
    setup(user);
    expect(screen.getByRole('switch', { name: WINDOWS })).not.toBeChecked();
  });

  it('saves a change at once, disables the switches meanwhile, then replaces the user and says Saved.', async () => {
    const services = setup();
    const save = deferredSave(services);
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: SOUNDS })));
    expect(services.api.calls.at(-1)).toMatchObject({
      method: 'post',
      path: API_ROUTES.dashboardSettings,
      options: { json: { is_sounds_enabled: false } },
    });
    expect(screen.getByRole('switch', { name: SOUNDS })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: SOUNDS })).toBeDisabled();
    expect(screen.getByRole('switch', { name: WINDOWS })).toBeDisabled();
    const saved = makeUser({ is_sounds_enabled: false, messaging_multiple_windows: false });
    await act(async () => save.answer({ user: saved }));
    expect(services.session.get().user).toEqual(saved);
    expect(services.bus.payloads('session:user-changed')).toEqual([{ user: saved }]);
    expect(screen.getByRole('switch', { name: SOUNDS })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: SOUNDS })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves the other switch on its own', async () => {
    const services = setup();
    services.api.on('post', API_ROUTES.dashboardSettings, () => ({ user: makeUser({ messaging_multiple_windows: true }) }));
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: WINDOWS })));
    expect(services.api.calls.at(-1)?.options?.json).toEqual({ messaging_multiple_windows: true });
    expect(screen.getByRole('switch', { name: WINDOWS })).toBeChecked();
    expect(screen.getByRole('switch', { name: SOUNDS })).toBeChecked();
  });

  it('puts the switch back and explains a refused save (role alert)', async () => {
    const services = setup();
    services.api.on('post', API_ROUTES.dashboardSettings, () => {
      throw new ApiError(0, 'You seem to be offline.');
    });
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: WINDOWS })));
    expect(screen.getByRole('switch', { name: WINDOWS })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: WINDOWS })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Your setting was not saved. You seem to be offline.');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(services.session.get().user?.messaging_multiple_windows).toBeUndefined();
    expect(services.bus.payloads('session:user-changed')).toEqual([]);
  });

  it('does not show server internals for a 5xx, and a later success clears the error', async () => {
    const services = setup();
    services.api.on('post', API_ROUTES.dashboardSettings, () => {
      throw new ApiError(500, 'SQLITE_BUSY');
    });
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: SOUNDS })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your setting was not saved. Sorry, we seem to be having technical trouble. Please try again later.',
    );
    expect(screen.getByRole('switch', { name: SOUNDS })).toBeChecked();
    services.api.on('post', API_ROUTES.dashboardSettings, () => ({ user: makeUser({ is_sounds_enabled: false }) }));
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: SOUNDS })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('starts one save at a time', async () => {
    const services = setup();
    const save = deferredSave(services);
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: SOUNDS }));
      fireEvent.click(screen.getByRole('switch', { name: WINDOWS }));
    });
    expect(services.api.calls.filter((c) => c.path === API_ROUTES.dashboardSettings)).toHaveLength(1);
    await act(async () => save.fail(new ApiError(400, 'x', [{ code: 'VALIDATION', detail: 'Choose a setting to change.' }])));
    expect(screen.getByRole('alert')).toHaveTextContent('Your setting was not saved. Choose a setting to change.');
  });

  it('saves the editor for new posts when one is chosen, and goes back on failure', async () => {
    const services = setup(makeUser({ default_editor_type: 'rich' }));
    expect(screen.getByRole('radio', { name: /Rich text/ })).toBeChecked();
    services.api.on('post', API_ROUTES.dashboardSettings, () => ({ user: makeUser({ default_editor_type: 'markdown' }) }));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /Markdown/ })));
    expect(services.api.calls.at(-1)?.options?.json).toEqual({ default_editor_type: 'markdown' });
    expect(screen.getByRole('radio', { name: /Markdown/ })).toBeChecked();
    expect(services.session.get().user?.default_editor_type).toBe('markdown');
    services.api.on('post', API_ROUTES.dashboardSettings, () => {
      throw new ApiError(0, 'offline', [{ code: 'NETWORK', detail: 'You seem to be offline.' }]);
    });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /HTML/ })));
    expect(screen.getByRole('radio', { name: /Markdown/ })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Your setting was not saved. You seem to be offline.');
  });

  it('shows the alt text reminder switch on for a user without the field (an older server), and saves it off', async () => {
    const user = makeUser();
    delete user.alt_text_reminder;
    const services = setup(user);
    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(posts).toContainElement(screen.getByRole('switch', { name: ALT_REMINDER }));
    expect(screen.getByRole('switch', { name: ALT_REMINDER })).toBeChecked();
    const saved = makeUser({ alt_text_reminder: false });
    services.api.on('post', API_ROUTES.dashboardSettings, () => ({ user: saved }));
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: ALT_REMINDER })));
    expect(services.api.calls.at(-1)?.options?.json).toEqual({ alt_text_reminder: false });
    expect(screen.getByRole('switch', { name: ALT_REMINDER })).not.toBeChecked();
    expect(services.session.get().user?.alt_text_reminder).toBe(false);
    expect(services.bus.payloads('session:user-changed')).toEqual([{ user: saved }]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('shows the alt text reminder off when the user turned it off, and turns it back on', async () => {
    const services = setup(makeUser({ alt_text_reminder: false }));
    expect(screen.getByRole('switch', { name: ALT_REMINDER })).not.toBeChecked();
    services.api.on('post', API_ROUTES.dashboardSettings, () => ({ user: makeUser({ alt_text_reminder: true }) }));
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: ALT_REMINDER })));
    expect(services.api.calls.at(-1)?.options?.json).toEqual({ alt_text_reminder: true });
    expect(screen.getByRole('switch', { name: ALT_REMINDER })).toBeChecked();
  });
});
