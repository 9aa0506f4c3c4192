import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { SettingsLayout } from '../../../components/settings-nav/settings-nav';
import { ACCOUNT_SETTINGS_TITLE } from '../lib/settings-copy';
import { ConnectionsSection } from './connections-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import './settings.css';

/** /settings/account (members only): email, password, connected accounts, deleting the account. */
export function AccountSettingsPage() {
  useEffect(() => {
    document.title = ACCOUNT_SETTINGS_TITLE;
  }, []);
  return (
    <SettingsLayout>
      <section className="shell-account-page shell-settings-page" aria-labelledby="shell-account-settings-title">
        <h1 id="shell-account-settings-title">{ACCOUNT_SETTINGS_TITLE}</h1>
        <EmailSection />
        <section className="shell-settings__group" aria-labelledby="shell-account-password">
          <h2 id="shell-account-password" className="shell-settings__heading">
            Password
          </h2>
          <p>
            <AppLink href="/settings/password">Change password</AppLink>
          </p>
        </section>
        <ConnectionsSection />
        <DeleteAccountSection />
      </section>
    </SettingsLayout>
  );
}
