import { useEffect, useState } from 'react';
import { LIMITS } from '@dash/shared-contracts/core';
import { loadSchemas } from '../../../lib/contract-schemas';
import { useShellServices } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';
import { SettingsLayout } from '../../../components/settings-nav/settings-nav';
import { changePassword } from '../api/change-password';
import { useAccountForm } from '../hooks/use-account-form';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { PASSWORD_HINT } from './password-hint';
import './account-forms.css';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
export const PASSWORD_CHANGED = 'Your password has been changed.';

export function ChangePasswordPage() {
  const services = useShellServices();
  const [done, setDone] = useState(false);
  const form = useAccountForm({
    fields: FIELDS,
    // The request's schema checks the two passwords (confirm_password is dropped from the request);
    // `validate` checks that they match.
    loadSchema: async () => (await loadSchemas()).ChangePasswordRequestSchema,
    validate: (v) => (v.confirm_password !== v.new_password ? { confirm_password: "Passwords don't match." } : {}),
    submit: async ({ current_password, new_password }) => {
      setDone(false);
      await changePassword(services.api, { current_password, new_password });
      form.setValues({ current_password: '', new_password: '', confirm_password: '' });
      setDone(true);
    },
  });
  useEffect(() => {
    document.title = 'Change password';
  }, []);

  return (
    <SettingsLayout>
      <section className="shell-account-page" aria-labelledby="shell-password-title">
        <h1 id="shell-password-title">Change password</h1>
        <form className="shell-form" onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
          <FormField
            label="Current password"
            type="password"
            {...form.field('current_password')}
            autoComplete="current-password"
            required
          />
          <FormField
            label="New password"
            type="password"
            {...form.field('new_password')}
            autoComplete="new-password"
            minLength={LIMITS.passwordMin}
            hint={PASSWORD_HINT}
            required
          />
          <FormField
            label="Confirm new password"
            type="password"
            {...form.field('confirm_password')}
            autoComplete="new-password"
            required
          />
          <FormError message={form.errors.form} />
          <div role="status" className="shell-form__success">
            {done ? PASSWORD_CHANGED : ''}
          </div>
          <button type="submit" className="shell-button shell-button--primary" disabled={form.busy}>
            {form.busy ? 'Saving…' : 'Change password'}
          </button>
        </form>
        <p className="shell-account-page__switch">
          <AppLink href="/settings/dashboard">Dashboard settings</AppLink>
        </p>
      </section>
    </SettingsLayout>
  );
}
