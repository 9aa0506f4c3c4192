import { useEffect } from 'react';
import {
  ACTIVITY_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettingKey,
} from '@dash/shared-contracts/core';
import { SettingsLayout } from '../../../components/settings-nav/settings-nav';
import { SettingSwitch } from '../../account';
import { useNotificationSettings } from '../hooks/use-notification-settings';
import { LOADING, NOTIFICATION_SETTINGS_TITLE } from '../lib/settings-copy';
import { SettingsStatus } from './settings-status';
import './settings.css';

const KIND_LABELS: Record<NotificationKind, string> = {
  follows: 'New followers',
  likes: 'Likes',
  reblogs: 'Reblogs',
  replies: 'Replies',
  asks: 'Questions (asks)',
  messages: 'Messages',
};
const CHANNELS: readonly { channel: 'email' | 'activity'; heading: string; note: string; kinds: readonly NotificationKind[] }[] =
  [
    {
      channel: 'activity',
      heading: 'Show in activity',
      note: "What your blogs' activity lists show. Switched off, it stays out of the list.",
      kinds: ACTIVITY_NOTIFICATION_KINDS,
    },
    {
      channel: 'email',
      heading: 'Email me about',
      note: 'Your choice is kept for activity mail, which Dash does not send yet. Account mail (confirmations, changes) always comes.',
      kinds: NOTIFICATION_KINDS,
    },
  ];

/** /settings/notifications (members only): what is mailed and what shows in activity, saved as it changes. */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  useEffect(() => {
    document.title = NOTIFICATION_SETTINGS_TITLE;
  }, []);
  const { loaded } = settings;
  return (
    <SettingsLayout>
      <section className="shell-account-page shell-settings-page" aria-labelledby="shell-notifications-title">
        <h1 id="shell-notifications-title">{NOTIFICATION_SETTINGS_TITLE}</h1>
        {loaded.state === 'loading' && (
          <p role="status" className="shell-settings__loading">
            {LOADING}
          </p>
        )}
        {loaded.state === 'failed' && (
          <div className="shell-settings__failed">
            <p role="alert" className="shell-form__error">
              {loaded.message}
            </p>
            <button type="button" className="shell-button" onClick={settings.retry}>
              Try again
            </button>
          </div>
        )}
        {loaded.state === 'ready' &&
          CHANNELS.map(({ channel, heading, note, kinds }) => (
            <section
              key={channel}
              className="shell-settings__group"
              aria-labelledby={`shell-notifications-${channel}`}
              aria-busy={settings.saving}
            >
              <h2 id={`shell-notifications-${channel}`} className="shell-settings__heading">
                {heading}
              </h2>
              <p className="shell-settings__note">{note}</p>
              {kinds.map((kind) => {
                const key = `${channel}_${kind}` as NotificationSettingKey;
                return (
                  <SettingSwitch
                    key={kind}
                    label={KIND_LABELS[kind]}
                    checked={settings.value(key)}
                    disabled={settings.saving}
                    onChange={(on) => settings.change(key, on)}
                  />
                );
              })}
            </section>
          ))}
        {loaded.state === 'ready' && <SettingsStatus status={settings.status} error={settings.error} />}
      </section>
    </SettingsLayout>
  );
}
