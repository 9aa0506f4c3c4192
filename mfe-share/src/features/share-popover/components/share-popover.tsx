import { useEffect, useRef, useState } from 'react';
import type { SharePopoverData } from '@dash/shared-contracts';
import { LoadingBar, Popover, useRemote, type Rect } from '@dash/remote-kit';
import { logShare } from '../../../lib/share/log-share';
import { SHARE_LIMITS } from '../../../lib/share/limits';
import type { SubviewNetwork } from '../../../lib/share/share-options';
import { MessagingShare } from '../../messaging-share';
import { useFacebookStatus } from '../hooks/use-facebook-status';
import { useShareData } from '../hooks/use-share-data';
import { ShareView } from './share-view';
import './share-popover.css';
import './share-forms.css';

export interface ShareRequest {
  postId: string;
  blogName: string;
  getAnchorRect: () => Rect;
  /** The control that asked (the post's share button): focus returns there. */
  opener: HTMLElement | null;
}

export type View = 'options' | SubviewNetwork;

/** The share panel (spec 3 §2 items 8–10, §4 "Share types" and "Share request"). */
export function SharePopover({ request, onClose }: { request: ShareRequest; onClose: () => void }) {
  const { state, retry } = useShareData(request.blogName, request.postId);
  const [view, setView] = useState<View>('options');
  const [shared, setShared] = useState(false);
  const latest = useRef({ view, shared, onClose });
  latest.current = { view, shared, onClose };

  // After a share succeeded the panel closes on its own a little later (spec 3 §4).
  useEffect(() => {
    if (!shared) return;
    const timer = window.setTimeout(() => latest.current.onClose(), SHARE_LIMITS.closeAfterExternalShareMs);
    return () => window.clearTimeout(timer);
  }, [shared]);

  // Escape in a subview closes the panel if the share succeeded, otherwise goes back to the options.
  const onEscape = () => {
    if (latest.current.view === 'options' || latest.current.shared) return false;
    setView('options');
    return true;
  };

  return (
    <Popover
      label="Share this post"
      getAnchorRect={request.getAnchorRect}
      onClose={onClose}
      returnFocusTo={request.opener}
      onEscape={onEscape}
      className="share-popover"
    >
      <h2 className="share-popover__title">Share this post</h2>
      {state.status === 'loading' ? <LoadingBar label="Loading share options" /> : null}
      {state.status === 'error' ? (
        <div className="share-error" role="alert">
          <p>Something went screwy.</p>
          <button type="button" className="share-button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <ShareContent data={state.data} view={view} onView={setView} onShared={() => setShared(true)} onClose={onClose} />
      ) : null}
    </Popover>
  );
}

interface ShareContentProps {
  data: SharePopoverData;
  view: View;
  onView: (view: View) => void;
  onShared: () => void;
  onClose: () => void;
}

function ShareContent({ data, view, onView, onShared, onClose }: ShareContentProps) {
  const { bus } = useRemote();
  const facebook = useFacebookStatus(data.has_facebook && data.show_facebook && !data.is_private);
  const root = useRef<HTMLDivElement>(null);
  const lastSubview = useRef<View>('options');
  // The messaging share (features/messaging-share) hides the options while a recipient is chosen.
  const [messaging, setMessaging] = useState(false);
  // Coming back from a subview, focus goes to the option that opened it.
  useEffect(() => {
    if (view === 'options' && lastSubview.current !== 'options') {
      root.current?.querySelector<HTMLElement>(`[data-share-option="${lastSubview.current}"]`)?.focus();
    }
    if (view !== 'options') lastSubview.current = view;
  }, [view]);

  if (data.is_private) return <p className="share-notice">This post is private, so it can't be shared.</p>;
  const shared = (network: SubviewNetwork) => () => {
    logShare(bus, { network, type: 'subview', source: 'share-panel', action: 'send' });
    onShared();
  };
  return (
    <div ref={root}>
      {view === 'options' ? (
        <MessagingShare
          postId={data.post_id}
          blogUuid={data.tumblelog_uuid}
          hasTarget
          onRecipientChange={setMessaging}
          onSent={onClose}
        />
      ) : null}
      {messaging ? null : (
        <ShareView data={data} view={view} onView={onView} facebook={facebook} onShared={shared} onClose={onClose} />
      )}
    </div>
  );
}
