import { useEffect } from 'react';
import { loadSchemas } from '../../../lib/contract-schemas';
import { useLocation, useShellServices } from '../../../app/shell-services';
import { safeRedirect } from '../../../app/routes';
import { AppLink } from '../../../components/app-link';
import { logIn } from '../api/log-in';
import { useAccountForm } from '../hooks/use-account-form';
import { FormError } from './form-error';
import { FormField } from './form-field';
import './account-forms.css';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const services = useShellServices();
  const { search } = useLocation();
  const form = useAccountForm({
    fields: FIELDS,
    loadSchema: async () => (await loadSchemas()).LoginRequestSchema,
    submit: async (request) => {
      const session = await logIn(services.api, request);
      services.session.replace(session);
      services.router.navigate(safeRedirect(search));
    },
  });
  useEffect(() => {
    document.title = 'Log in';
  }, []);

  return (
    <section className="shell-account-page" aria-labelledby="shell-login-title">
      <h1 id="shell-login-title">Log in</h1>
      <form className="shell-form" onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
        <FormField label="Email" type="email" {...form.field('email')} autoComplete="username" required />
        <FormField label="Password" type="password" {...form.field('password')} autoComplete="current-password" required />
        <FormError message={form.errors.form} />
        <button type="submit" className="shell-button shell-button--primary" disabled={form.busy}>
          {form.busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p className="shell-account-page__switch">
        New here? <AppLink href="/register">Sign up</AppLink>
      </p>
    </section>
  );
}
