import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices, type FakeServices } from '../../../test/fake-services';
import { makeOwnBlog, makeSession, makeUser, makeVisitorSession } from '../../../test/fixtures';
import { AccountSettingsPage } from './account-settings-page';
import { deletionWarning } from './delete-account-section';

function setup(): FakeServices {
  const services = createFakeServices({
    session: makeSession({ blogs: [makeOwnBlog('alice', { is_primary: true }), makeOwnBlog('alice-art')] }),
    path: '/settings/account',
  });
  renderWithServices(<AccountSettingsPage />, services);
  return services;
}

/** Answers the next dialog:open with `result` and records the request. */
function answerDialog(services: FakeServices, result: 'confirm' | 'cancel') {
  const asked: unknown[] = [];
  services.bus.on('dialog:open', (request) => {
    asked.push(request);
    queueMicrotask(() => services.bus.emit('dialog:closed', { id: request.id, result }));
  });
  return asked;
}

const email = () => screen.getByRole('region', { name: 'Email' });
const danger = () => screen.getByRole('region', { name: 'Delete account' });

describe('AccountSettingsPage', () => {
  it('shows the address and whether it is confirmed, the password link and the settings navigation', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(document.title).toBe('Account settings');
    expect(within(email()).getByText('alice@example.com')).toBeInTheDocument();
    expect(within(email()).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/settings/password');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'alice-art' })).toHaveAttribute('href', '/settings/blog/alice-art');
  });

  describe('email', () => {
    it('checks the fields before sending', async () => {
      const services = setup();
      fireEvent.change(within(email()).getByLabelText('New email'), { target: { value: 'not an address' } });
      await act(async () => fireEvent.click(within(email()).getByRole('button', { name: 'Change email' })));
      expect(within(email()).getByText('Enter a valid email address.')).toBeInTheDocument();
      expect(within(email()).getByText('Enter your current password.')).toBeInTheDocument();
      // The connected accounts section reads its state (a GET); nothing is sent.
      expect(services.api.calls.filter((c) => c.method !== 'get')).toHaveLength(0);
      expect(within(email()).getByLabelText('New email')).toHaveValue('not an address');
    });

    it('changes the address, says where the link went and updates the session user', async () => {
      const services = setup();
      const user = makeUser({ email: 'new@example.com', is_verified_email: false });
      services.api.on('post', API_ROUTES.changeEmail, () => ({ user }));
      fireEvent.change(within(email()).getByLabelText('New email'), { target: { value: ' new@example.com ' } });
      fireEvent.change(within(email()).getByLabelText('Current password'), { target: { value: 'secret pass' } });
      await act(async () => fireEvent.click(within(email()).getByRole('button', { name: 'Change email' })));
      expect(services.api.calls.at(-1)).toMatchObject({
        path: API_ROUTES.changeEmail,
        options: { form: { email: 'new@example.com', password: 'secret pass' } },
      });
      expect(within(email()).getByRole('status')).toHaveTextContent('Saved. We sent a link to new@example.com');
      expect(services.session.get().user?.email).toBe('new@example.com');
      expect(within(email()).getByText(/Not confirmed yet/)).toBeInTheDocument();
      expect(within(email()).getByLabelText('Current password')).toHaveValue('');
    });

    it('puts a wrong password beside its field and keeps the address typed', async () => {
      const services = setup();
      services.api.on('post', API_ROUTES.changeEmail, () => {
        throw new ApiError(400, 'Bad Request', [
          { code: 'VALIDATION', detail: 'Your current password is not correct.', field: 'password' },
        ]);
      });
      fireEvent.change(within(email()).getByLabelText('New email'), { target: { value: 'new@example.com' } });
      fireEvent.change(within(email()).getByLabelText('Current password'), { target: { value: 'wrong one' } });
      await act(async () => fireEvent.click(within(email()).getByRole('button', { name: 'Change email' })));
      expect(within(email()).getByText('Your current password is not correct.')).toBeInTheDocument();
      expect(within(email()).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
      expect(within(email()).getByLabelText('New email')).toHaveValue('new@example.com');
      expect(within(email()).getByRole('button', { name: 'Change email' })).toBeEnabled();
    });
  });

  describe('delete account', () => {
    const typePassword = () =>
      fireEvent.change(within(danger()).getByLabelText('Password'), { target: { value: 'secret pass' } });
    const press = () => act(async () => fireEvent.click(within(danger()).getByRole('button', { name: 'Delete account' })));

    it('needs the password first', async () => {
      const services = setup();
      await press();
      expect(within(danger()).getByText('Enter your current password.')).toBeInTheDocument();
      expect(services.bus.payloads('dialog:open')).toHaveLength(0);
    });

    it('asks with a danger dialog naming the blogs; Nevermind sends nothing', async () => {
      const services = setup();
      const asked = answerDialog(services, 'cancel');
      typePassword();
      await press();
      expect(asked).toEqual([
        expect.objectContaining({
          title: 'Delete your account?',
          confirmLabel: 'Delete account',
          cancelLabel: 'Nevermind',
          tone: 'danger',
          body: [deletionWarning(['alice', 'alice-art'])],
        }),
      ]);
      // The connected accounts section reads its state (a GET); nothing is sent.
      expect(services.api.calls.filter((c) => c.method !== 'get')).toHaveLength(0);
      expect(services.session.get().logged_in).toBe(true);
    });

    it('deletes after the confirmation: visitor session, logged-out fact, dashboard, a toast', async () => {
      const services = setup();
      answerDialog(services, 'confirm');
      services.api.on('post', API_ROUTES.deleteAccount, () => makeVisitorSession());
      typePassword();
      await press();
      expect(services.api.calls.at(-1)).toMatchObject({
        path: API_ROUTES.deleteAccount,
        options: { form: { password: 'secret pass' } },
      });
      expect(services.session.get().logged_in).toBe(false);
      expect(services.bus.payloads('session:logged-out')).toEqual([{}]);
      expect(services.navigations).toEqual(['/dashboard']);
      expect(services.bus.payloads('toast:show')).toEqual([{ message: 'Your account has been deleted.', tone: 'success' }]);
    });

    it('keeps the account and says why when the server refuses', async () => {
      const services = setup();
      answerDialog(services, 'confirm');
      services.api.on('post', API_ROUTES.deleteAccount, () => {
        throw new ApiError(429, 'Too Many Requests', [
          { code: 'RATE_LIMITED', detail: 'Too many wrong passwords. Wait 15 minutes and try again.' },
        ]);
      });
      typePassword();
      await press();
      expect(within(danger()).getByRole('alert')).toHaveTextContent('Too many wrong passwords. Wait 15 minutes and try again.');
      expect(services.session.get().logged_in).toBe(true);
      expect(services.navigations).toEqual([]);
    });
  });

  it('words the warning for one blog and for several', () => {
    expect(deletionWarning(['alice'])).toMatch(/^Your account, alice, every post/);
    expect(deletionWarning(['a', 'b', 'c'])).toMatch(/^Your account, a, b and c, every post/);
  });
});
