import { useRemote, useSessionUser } from '@dash/remote-kit';
import { MESSAGING, type MessagingServerData, type Session } from '@dash/shared-contracts';

/** What a session without messaging server data (an older server) means: every feature on, the spec's defaults. */
export const DEFAULT_SERVER_DATA: MessagingServerData = {
  features: {
    minimize: true,
    icebreakers: true,
    persistence: true,
    desktop_notifications: true,
    sounds: true,
    gif_search: true,
    send_photos: true,
    tutorial: true,
  },
  inbox_poll_ms: MESSAGING.inboxPollMs,
  conversation_poll_ms: MESSAGING.inboxPollMs,
  image_upload_limit_bytes: MESSAGING.imageUploadLimitBytes,
  favorites_append_limit: MESSAGING.favoritesAppendLimit,
};

/** Messaging's settings for this session: the server data (spec 2 §1, §9) and the user's window preference. */
export interface MessagingSettings extends MessagingServerData {
  /** Several conversation windows side by side (the user's setting in /settings/dashboard). */
  multipleWindows: boolean;
}

/** The session's server data merged over the defaults, so a partial or missing object still works. */
export function messagingSettings(session: Pick<Session, 'messaging' | 'user'>): MessagingSettings {
  const data = session.messaging;
  return {
    ...DEFAULT_SERVER_DATA,
    ...data,
    features: { ...DEFAULT_SERVER_DATA.features, ...data?.features },
    multipleWindows: session.user?.messaging_multiple_windows ?? false,
  };
}

/** The settings of the session the remote was given, with the user as it is now (session:user-changed). */
export function useMessagingSettings(): MessagingSettings {
  const { session } = useRemote();
  const user = useSessionUser();
  return messagingSettings({ messaging: session.messaging, user });
}
