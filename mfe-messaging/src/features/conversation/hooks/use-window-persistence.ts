import { useEffect, useRef } from 'react';
import { useBusEvent, useRemote } from '@dash/remote-kit';
import { useMessagingSettings } from '../../../lib/server-data';
import { askNotificationPermissionOnOpen } from '../state/desktop-notifications';
import { startWindowPersistence, type WindowPersistence } from '../state/window-persistence';
import { windowStore } from '../state/window-store';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // forbidden (privacy settings): nothing is saved
  }
}

/**
 * The windows' root wiring: restores and saves the windows (spec 2 §4 "Persistence"), clears them on
 * `session:logged-out`, and asks for notification permission when the user opens a conversation.
 */
export function useWindowPersistence(): void {
  const { session, bus } = useRemote();
  const user = session.user;
  const userName = user?.name ?? null;
  const { features } = useMessagingSettings();
  // Spec 2 §4: saving (and restoring) only with a verified e-mail and the persistence flag.
  const enabled = (user?.is_verified_email ?? false) && features.persistence;
  const notifications = features.desktop_notifications;
  const blogsKey = JSON.stringify(session.blogs.map((b) => ({ uuid: b.uuid, name: b.name })));
  const persistence = useRef<WindowPersistence | null>(null);

  useEffect(() => {
    if (!userName) return undefined;
    const ownBlogs = JSON.parse(blogsKey) as { uuid: string; name: string }[];
    const started = startWindowPersistence({
      store: windowStore,
      storage: localStorageOrNull(),
      userName,
      ownBlogs,
      enabled,
      eventTarget: window,
      report: (operation, key, error) => {
        bus.emit('log:event', {
          event: 'messaging-storage-failed',
          data: { operation, key, message: error instanceof Error ? error.message : String(error) },
        });
      },
    });
    persistence.current = started;
    return () => {
      started.stop();
      if (persistence.current === started) persistence.current = null;
    };
  }, [bus, userName, enabled, blogsKey]);

  useEffect(() => (notifications ? askNotificationPermissionOnOpen() : undefined), [notifications]);

  useBusEvent('session:logged-out', () => {
    persistence.current?.clear();
  });
}
