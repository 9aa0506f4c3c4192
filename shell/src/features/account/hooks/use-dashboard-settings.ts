import { useRef, useState } from 'react';
import type { DashboardSettingsRequest, EditorType } from '@dash/shared-contracts';
import { useSession, useShellServices } from '../../../app/shell-services';
import { saveDashboardSettings } from '../api/save-dashboard-settings';
import { saveFailedMessage, settingValue, SETTINGS_SAVED, type DashboardSettingKey } from '../lib/dashboard-settings';

export interface DashboardSettingsState {
  /** The value a switch shows: the one being saved, else the session's. */
  value(key: DashboardSettingKey): boolean;
  /** Saves one setting at once; ignored while another save runs (the switches are disabled then). */
  change(key: DashboardSettingKey, on: boolean): void;
  /** The editor for new posts: the one being saved, else the session's. */
  editor: EditorType;
  changeEditor(editor: EditorType): void;
  saving: boolean;
  /** "Saved." after a success; '' otherwise. */
  status: string;
  /** Why the last save failed (the switch went back); '' otherwise. */
  error: string;
}

/**
 * Each change is saved at once with POST /svc/settings/dashboard. The control shows the new value
 * while it saves; on success the answer's user replaces the session's (the session store tells the
 * remotes with `session:user-changed`), on failure the control goes back and the reason shows.
 */
export function useDashboardSettings(): DashboardSettingsState {
  const services = useShellServices();
  const user = useSession().user;
  const [pending, setPending] = useState<DashboardSettingsRequest | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  // A ref as well as state: two changes in one tick must not both start a save.
  const busy = useRef(false);

  const save = (changes: DashboardSettingsRequest) => {
    if (busy.current || !user) return;
    busy.current = true;
    setPending(changes);
    setStatus('');
    setError('');
    saveDashboardSettings(services.api, changes)
      .then(
        (saved) => {
          services.session.replaceUser(saved);
          setStatus(SETTINGS_SAVED);
        },
        (failure: unknown) => setError(saveFailedMessage(failure)),
      )
      .finally(() => {
        busy.current = false;
        setPending(null);
      });
  };

  return {
    value: (key) => pending?.[key] ?? (user ? settingValue(user, key) : false),
    change: (key, on) => save({ [key]: on }),
    editor: pending?.default_editor_type ?? user?.default_editor_type ?? 'rich',
    changeEditor: (editor) => save({ default_editor_type: editor }),
    saving: pending !== null,
    status,
    error,
  };
}
