import { useState } from 'react';
import { useSession, useShellServices } from '../../../app/shell-services';
import { loadSchemas } from '../../../lib/contract-schemas';
import { FormError, FormField, useAccountForm } from '../../account';
import { changeEmail } from '../api/change-email';

const FIELDS = ['email', 'password'] as const;

/** The account's address, whether it is confirmed, and the form that changes it (with the password). */
export function EmailSection() {
  const services = useShellServices();
  const user = useSession().user;
  const [sentTo, setSentTo] = useState('');
  const form = useAccountForm({
    fields: FIELDS,
    loadSchema: async () => (await loadSchemas()).ChangeEmailRequestSchema,
    submit: async (request) => {
      setSentTo('');
      const saved = await changeEmail(services.api, request);
      services.session.replaceUser(saved);
      form.setValues({ email: '', password: '' });
      setSentTo(saved.email);
    },
  });
  if (!user) return null;
  return (
    <section className="shell-settings__group" aria-labelledby="shell-account-email">
      <h2 id="shell-account-email" className="shell-settings__heading">
        Email
      </h2>
      <p className="shell-settings__current">
        <span className="shell-settings__value">{user.email}</span>{' '}
        <span className={user.is_verified_email ? 'shell-settings__ok' : 'shell-settings__pending'}>
          {user.is_verified_email ? 'Confirmed' : 'Not confirmed yet: open the link we mailed you.'}
        </span>
      </p>
      <form className="shell-form" onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
        <FormField label="New email" type="email" {...form.field('email')} autoComplete="email" required />
        <FormField
          label="Current password"
          type="password"
          {...form.field('password')}
          autoComplete="current-password"
          hint="To change your email, confirm it is you."
          required
        />
        <FormError message={form.errors.form} />
        <div role="status" className="shell-form__success">
          {sentTo ? `Saved. We sent a link to ${sentTo}: open it to confirm the address.` : ''}
        </div>
        <button type="submit" className="shell-button shell-button--primary" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Change email'}
        </button>
      </form>
    </section>
  );
}
