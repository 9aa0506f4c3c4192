import { useSession, useShellServices } from '../../../app/shell-services';
import { loadSchemas } from '../../../lib/contract-schemas';
import { FormError, FormField, useAccountForm } from '../../account';
import { useDialog } from '../../dialogs';
import { deleteAccount } from '../api/delete-account';
import { ACCOUNT_DELETED } from '../lib/settings-copy';

const FIELDS = ['password'] as const;

/** Who reads the confirmation: the blogs that go with the account, by name. */
export function deletionWarning(blogs: readonly string[]): string {
  const list = blogs.length <= 1 ? (blogs[0] ?? 'your blog') : `${blogs.slice(0, -1).join(', ')} and ${blogs.at(-1)}`;
  return `Your account, ${list}, every post, like and message you sent go for good. This cannot be undone.`;
}

/**
 * Deleting the account: the password, then the shell's dialog with a red (danger) confirm. After
 * the server agrees, the page becomes the visitor's (other tabs hear session:logged-out) and says so.
 */
export function DeleteAccountSection() {
  const services = useShellServices();
  const session = useSession();
  const ask = useDialog();
  const form = useAccountForm({
    fields: FIELDS,
    loadSchema: async () => (await loadSchemas()).DeleteAccountRequestSchema,
    submit: async (request) => {
      const answer = await ask({
        title: 'Delete your account?',
        body: [deletionWarning(session.blogs.map((b) => b.name))],
        confirmLabel: 'Delete account',
        cancelLabel: 'Nevermind',
        tone: 'danger',
      });
      if (answer !== 'confirm') return;
      const visitor = await deleteAccount(services.api, request);
      services.bus.emit('session:logged-out', {});
      services.session.replace(visitor);
      services.router.navigate('/dashboard');
      services.bus.emit('toast:show', { message: ACCOUNT_DELETED, tone: 'success' });
    },
  });
  return (
    <section className="shell-settings__group shell-settings__danger" aria-labelledby="shell-account-delete">
      <h2 id="shell-account-delete" className="shell-settings__heading">
        Delete account
      </h2>
      <p>Deleting your account deletes all your blogs and their posts. You will be logged out.</p>
      <form className="shell-form" onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
        <FormField label="Password" type="password" {...form.field('password')} autoComplete="current-password" required />
        <FormError message={form.errors.form} />
        <button type="submit" className="shell-button shell-button--danger" disabled={form.busy}>
          {form.busy ? 'Deleting…' : 'Delete account'}
        </button>
      </form>
    </section>
  );
}
