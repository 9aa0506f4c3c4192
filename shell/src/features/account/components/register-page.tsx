import { useEffect } from 'react';
import { LIMITS } from '@dash/shared-contracts/core';
import { loadSchemas } from '../../../lib/contract-schemas';
import { useShellServices } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';
import { register } from '../api/register';
import { useAccountForm } from '../hooks/use-account-form';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { PASSWORD_HINT } from './password-hint';
import './account-forms.css';

const FIELDS = ['email', 'password', 'blog_name'] as const;

export function RegisterPage() {
  const services = useShellServices();
  const form = useAccountForm({
    fields: FIELDS,
    loadSchema: async () => (await loadSchemas()).RegisterRequestSchema,
    submit: async (request) => {
      const session = await register(services.api, request);
      services.session.replace(session);
      services.router.navigate('/dashboard');
    },
  });
  useEffect(() => {
    document.title = 'Sign up';
  }, []);

  return (
    <section className="shell-account-page" aria-labelledby="shell-register-title">
      <h1 id="shell-register-title">Sign up</h1>
      <form className="shell-form" onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
        <FormField
          label="Email"
          type="email"
          {...form.field('email')}
          autoComplete="email"
          hint="We'll send a link to confirm it."
          required
        />
        <FormField
          label="Password"
          type="password"
          {...form.field('password')}
          autoComplete="new-password"
          minLength={LIMITS.passwordMin}
          hint={PASSWORD_HINT}
          required
        />
        <FormField
          label="Blog name"
          type="text"
          {...form.field('blog_name')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.blogNameMax}
          hint="Letters, numbers and hyphens. This is your blog's address."
          required
        />
        <FormError message={form.errors.form} />
        <button type="submit" className="shell-button shell-button--primary" disabled={form.busy}>
          {form.busy ? 'Signing up…' : 'Sign up'}
        </button>
      </form>
      <p className="shell-account-page__switch">
        Already have an account? <AppLink href="/login">Log in</AppLink>
      </p>
    </section>
  );
}
