import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeSession, makeVisitorSession } from '../../../test/fixtures';
import { ChangePasswordPage, PASSWORD_CHANGED } from './change-password-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginPage', () => {
  it('logs in, replaces the session and follows the redirect', async () => {
    const services = createFakeServices({ session: makeVisitorSession(), path: '/login?redirect=%2Fdrafts' });
    services.api.on('post', API_ROUTES.login, () => makeSession());
    renderWithServices(<LoginPage />, services);
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    type('Email', 'alice@example.com');
    type('Password', 'secret-pass');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(services.api.calls[0]?.options?.form).toEqual({ email: 'alice@example.com', password: 'secret-pass' });
    expect(services.session.get().logged_in).toBe(true);
    expect(services.navigations).toEqual(['/drafts']);
  });

  it('refetches the session when the answer does not carry one', async () => {
    const services = createFakeServices({ session: makeVisitorSession(), path: '/login' });
    services.api.on('post', API_ROUTES.login, () => ({ ok: true }));
    services.api.on('get', API_ROUTES.session, () => makeSession());
    renderWithServices(<LoginPage />, services);
    type('Email', 'alice@example.com');
    type('Password', 'secret-pass');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(services.session.get().user?.name).toBe('alice');
    expect(services.navigations).toEqual(['/dashboard']);
  });

  it('shows the server error inline and keeps what was typed', async () => {
    const services = createFakeServices({ session: makeVisitorSession(), path: '/login' });
    services.api.on('post', API_ROUTES.login, () => {
      throw new ApiError(401, 'no', [{ code: 'UNAUTHENTICATED', detail: 'That email and password do not match.' }]);
    });
    renderWithServices(<LoginPage />, services);
    type('Email', 'alice@example.com');
    type('Password', 'wrong');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(screen.getByRole('alert')).toHaveTextContent('That email and password do not match.');
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(services.navigations).toEqual([]);
  });

  it('validates empty fields before calling the server', async () => {
    const services = createFakeServices({ session: makeVisitorSession(), path: '/login' });
    renderWithServices(<LoginPage />, services);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(services.api.calls).toHaveLength(0);
  });
});

describe('RegisterPage', () => {
  it('registers and goes to the dashboard', async () => {
    const services = createFakeServices({ session: makeVisitorSession(), path: '/register' });
    services.api.on('post', API_ROUTES.register, () => makeSession());
    renderWithServices(<RegisterPage />, services);
    type('Email', 'new@example.com');
    type('Password', 'long-enough');
    type('Blog name', 'My-Blog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(services.api.calls[0]?.options?.form).toEqual({
      email: 'new@example.com',
      password: 'long-enough',
      blog_name: 'my-blog',
    });
    expect(services.navigations).toEqual(['/dashboard']);
  });

  it('asks for 10 characters before calling the server, and shows the server refusing a common password', async () => {
    const services = createFakeServices({ session: makeVisitorSession(), path: '/register' });
    services.api.on('post', API_ROUTES.register, () => {
      throw new ApiError(400, 'common', [
        { code: 'VALIDATION', detail: 'That password is too common. Choose another one.', field: 'password' },
      ]);
    });
    renderWithServices(<RegisterPage />, services);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 10 characters, and not a common password.');
    type('Email', 'new@example.com');
    type('Password', 'ninechars');
    type('Blog name', 'my-blog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least 10 characters for your password\./);
    expect(services.api.calls).toHaveLength(0);
    type('Password', 'password123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/That password is too common\. Choose another one\./);
  });

  it('puts a field error from the server beside its field', async () => {
    const services = createFakeServices({ session: makeVisitorSession(), path: '/register' });
    services.api.on('post', API_ROUTES.register, () => {
      throw new ApiError(409, 'taken', [{ code: 'CONFLICT', detail: 'That blog name is taken.', field: 'blog_name' }]);
    });
    renderWithServices(<RegisterPage />, services);
    type('Email', 'new@example.com');
    type('Password', 'long-enough');
    type('Blog name', 'taken');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(screen.getByLabelText('Blog name')).toHaveAccessibleDescription(/That blog name is taken\./);
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
  });
});

describe('ChangePasswordPage', () => {
  it('links back to the dashboard settings', () => {
    renderWithServices(<ChangePasswordPage />, createFakeServices({ path: '/settings/password' }));
    expect(screen.getByRole('link', { name: 'Dashboard settings' })).toHaveAttribute('href', '/settings/dashboard');
  });

  it('refuses mismatched passwords on the client', async () => {
    const services = createFakeServices({ path: '/settings/password' });
    renderWithServices(<ChangePasswordPage />, services);
    type('Current password', 'old-password');
    type('New password', 'new-password-1');
    type('Confirm new password', 'new-password-2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(screen.getByText("Passwords don't match.")).toBeInTheDocument();
    expect(services.api.calls).toHaveLength(0);
  });

  it('changes the password and says so', async () => {
    const services = createFakeServices({ path: '/settings/password' });
    services.api.on('post', API_ROUTES.changePassword, () => ({}));
    renderWithServices(<ChangePasswordPage />, services);
    type('Current password', 'old-password');
    type('New password', 'new-password-1');
    type('Confirm new password', 'new-password-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(services.api.calls[0]?.options?.form).toEqual({ current_password: 'old-password', new_password: 'new-password-1' });
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
