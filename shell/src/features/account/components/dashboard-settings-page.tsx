import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { SettingsLayout } from '../../../components/settings-nav/settings-nav';
import { useDashboardSettings } from '../hooks/use-dashboard-settings';
import { DASHBOARD_SETTINGS_TITLE, MESSAGING_SETTINGS, POST_SETTINGS, type DashboardSettingKey } from '../lib/dashboard-settings';
import { EditorChoice } from './editor-choice';
import { SettingSwitch } from './setting-switch';
import './account-forms.css';
import './dashboard-settings.css';

/** A section's switches, each saved as it changes. */
function Switches({
  settings,
  list,
}: {
  settings: ReturnType<typeof useDashboardSettings>;
  list: readonly { key: DashboardSettingKey; label: string }[];
}) {
  return list.map(({ key, label }) => (
    <SettingSwitch
      key={key}
      label={label}
      checked={settings.value(key)}
      disabled={settings.saving}
      onChange={(on) => settings.change(key, on)}
    />
  ));
}

/** /settings/dashboard (members only): preferences saved one by one as they change. */
export function DashboardSettingsPage() {
  const settings = useDashboardSettings();
  useEffect(() => {
    document.title = DASHBOARD_SETTINGS_TITLE;
  }, []);

  return (
    <SettingsLayout>
      <section className="shell-account-page shell-settings-page" aria-labelledby="shell-settings-title">
        <h1 id="shell-settings-title">{DASHBOARD_SETTINGS_TITLE}</h1>
        <section className="shell-settings__group" aria-labelledby="shell-settings-messaging" aria-busy={settings.saving}>
          <h2 id="shell-settings-messaging" className="shell-settings__heading">
            Messaging
          </h2>
          <Switches settings={settings} list={MESSAGING_SETTINGS} />
        </section>
        <section className="shell-settings__group" aria-labelledby="shell-settings-posts" aria-busy={settings.saving}>
          <h2 id="shell-settings-posts" className="shell-settings__heading">
            Posts
          </h2>
          <Switches settings={settings} list={POST_SETTINGS} />
          <EditorChoice value={settings.editor} disabled={settings.saving} onChange={settings.changeEditor} />
        </section>
        {settings.error && (
          <p role="alert" className="shell-form__error shell-settings__error">
            {settings.error}
          </p>
        )}
        <p role="status" className="shell-settings__status">
          {settings.status}
        </p>
        <p className="shell-account-page__switch">
          <AppLink href="/settings/password">Change password</AppLink>
        </p>
      </section>
    </SettingsLayout>
  );
}
