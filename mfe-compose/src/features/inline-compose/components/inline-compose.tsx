import { useCallback, useId, useRef, useState } from 'react';
import type { PostType } from '@dash/shared-contracts';
import { useLocationPath } from '@dash/remote-kit';
import { baseRouteOf, InlinePostForm, type CloseRequest } from '../../post-form';
import { PostTypeTabs } from './post-type-tabs';
import './inline-compose.css';

/**
 * The 'dashboard-compose' widget (spec 1 §2): the post-type chooser above the feed, which grows
 * into the inline post form of the chosen type. Choosing another type asks first when the open
 * form has changes (the form's own discard check); closing or saving returns to the chooser.
 */
export function InlineCompose() {
  const path = useLocationPath();
  const [type, setType] = useState<PostType | null>(null);
  // A new key per opening, so choosing the same type again starts a fresh form.
  const [opening, setOpening] = useState(0);
  const pendingType = useRef<PostType | null>(null);
  const closeRequest = useRef<CloseRequest | null>(null);
  const panelId = useId();

  const registerCloseRequest = useCallback((request: CloseRequest | null) => {
    closeRequest.current = request;
  }, []);

  const onClose = useCallback(() => {
    const next = pendingType.current;
    pendingType.current = null;
    setType(next);
    setOpening((n) => n + 1);
  }, []);

  const choose = (next: PostType) => {
    if (next === type) return;
    if (type && closeRequest.current) {
      // Switch only once the current form agrees to close (no changes, or Discard).
      pendingType.current = next;
      void closeRequest.current().then((closed) => {
        if (!closed) pendingType.current = null;
      });
      return;
    }
    setType(next);
    setOpening((n) => n + 1);
  };

  return (
    <div className="compose-inline">
      <PostTypeTabs selected={type} onChoose={choose} panelId={panelId} />
      {type && (
        <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${type}`} className="compose-inline-panel">
          <InlinePostForm
            key={opening}
            type={type}
            base={baseRouteOf(path)}
            onClose={onClose}
            registerCloseRequest={registerCloseRequest}
          />
        </div>
      )}
    </div>
  );
}
