import { useEffect, useRef, useState } from 'react';
import { useRemote, useSessionUser } from '@dash/remote-kit';
import { MessageSound, soundsEnabled } from '../state/message-sound';

/**
 * The widget's new-message chime. Whether it may play follows the server flag and the user's
 * preference as it is now: the dashboard settings page announces a change with `session:user-changed`
 * (read by useSessionUser), so no reload is needed. A refused play() is logged once as `log:event`
 * `messaging-interaction` / `sound-blocked`.
 */
export function useMessageSound(): MessageSound {
  const { bus, session } = useRemote();
  const user = useSessionUser();
  const enabled = useRef(soundsEnabled(session.messaging, user));
  useEffect(() => {
    enabled.current = soundsEnabled(session.messaging, user);
  }, [session.messaging, user]);
  const [sound] = useState(
    () =>
      new MessageSound({
        isEnabled: () => enabled.current,
        onBlocked: (message) =>
          bus.emit('log:event', { event: 'messaging-interaction', data: { platform: 'web', action: 'sound-blocked', message } }),
      }),
  );
  return sound;
}
