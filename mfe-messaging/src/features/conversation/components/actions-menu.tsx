import { useRemote } from '@dash/remote-kit';
import type { BlogRef } from '@dash/shared-contracts';
import { MenuPopover } from './menu-popover';

interface ActionsMenuProps {
  /** Participants that may be blocked: the others that are not one of the user's own blogs. */
  blockable: readonly BlogRef[];
  /** Null while the conversation does not exist on the server (nothing to delete yet). */
  onDelete: (() => void) | null;
  onBlock: (name: string) => void;
}

/** Spec 2 §2 routes: where the Sound settings link leads. */
export const SOUND_SETTINGS_PATH = '/settings/dashboard';

const HORIZONTAL_DOTS = 'M5 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z';

/**
 * The panel's Actions control and popover (spec 2 §2 screen 8): Sound settings, Delete conversation
 * and Block {blog}. Sound settings shows while the server's sounds flag is on (absent server data: on),
 * whatever the user's own preference, since that page is where it is turned back on (README).
 */
export function ActionsMenu({ blockable, onDelete, onBlock }: ActionsMenuProps) {
  const { session } = useRemote();
  const soundSettings = session.messaging?.features.sounds !== false;
  if (!soundSettings && !onDelete && blockable.length === 0) return null;
  return (
    <MenuPopover
      buttonLabel="Actions"
      popoverLabel="Conversation actions"
      buttonClassName="msg-icon-button"
      iconPath={HORIZONTAL_DOTS}
      iconSize={18}
    >
      {({ choose, followLink }) => (
        <>
          {soundSettings ? (
            <li>
              <a href={SOUND_SETTINGS_PATH} className="msg-actions__item" onClick={followLink(SOUND_SETTINGS_PATH)}>
                Sound settings
              </a>
            </li>
          ) : null}
          {onDelete ? (
            <li>
              <button type="button" className="msg-actions__item" onClick={() => choose(onDelete)}>
                Delete conversation
              </button>
            </li>
          ) : null}
          {blockable.map((blog) => (
            <li key={blog.uuid}>
              <button type="button" className="msg-actions__item" onClick={() => choose(() => onBlock(blog.name))}>
                Block {blog.name}
              </button>
            </li>
          ))}
        </>
      )}
    </MenuPopover>
  );
}
