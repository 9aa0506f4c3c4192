import { useEffect, useRef, useState } from 'react';
import type { NotificationSettingKey, NotificationSettings } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { getNotificationSettings, saveNotificationSettings } from '../api/notification-settings';
import { failureReason, notLoaded } from '../lib/failure';
import { SAVED } from '../lib/settings-copy';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; saved: NotificationSettings };

/**
 * The notification switches: loaded after the first render, each change saved at once (one at a
 * time; the switches are disabled meanwhile), the switch showing its new value while it saves and
 * going back with the reason if the save fails.
 */
export function useNotificationSettings() {
  const { api } = useShellServices();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState<{ key: NotificationSettingKey; on: boolean } | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const busy = useRef(false);

  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    getNotificationSettings(api).then(
      (saved) => live && setLoaded({ state: 'ready', saved }),
      (failure: unknown) => live && setLoaded({ state: 'failed', message: notLoaded(failure) }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const change = (key: NotificationSettingKey, on: boolean) => {
    if (busy.current || loaded.state !== 'ready') return;
    busy.current = true;
    setPending({ key, on });
    setStatus('');
    setError('');
    saveNotificationSettings(api, { [key]: on })
      .then(
        (saved) => {
          setLoaded({ state: 'ready', saved });
          setStatus(SAVED);
        },
        (failure: unknown) => setError(`Your setting was not saved. ${failureReason(failure)}`),
      )
      .finally(() => {
        busy.current = false;
        setPending(null);
      });
  };

  return {
    loaded,
    retry: () => setAttempt((n) => n + 1),
    value: (key: NotificationSettingKey) =>
      pending?.key === key ? pending.on : loaded.state === 'ready' ? loaded.saved[key] : false,
    change,
    saving: pending !== null,
    status,
    error,
  };
}
