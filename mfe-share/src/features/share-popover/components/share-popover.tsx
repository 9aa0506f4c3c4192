import { useEffect, useRef, useState } from 'react';
import type { SharePopoverData } from '@dash/shared-contracts';
import { LoadingBar, Popover, type Rect } from '@dash/remote-kit';
import { MessagingShare } from '../../messaging-share';
import { useShareData } from '../hooks/use-share-data';
import { EmbedView } from './embed-view';
import { ShareOptions } from './share-options';
import { ShareSubview } from './share-subview';
import './share-popover.css';

export interface ShareRequest {
  postId: string;
  blogName: string;
  getAnchorRect: () => Rect;
  /** The control that asked (the post's share button): focus returns there. */
  opener: HTMLElement | null;
}

type View = 'options' | 'embed';

/** The post share popover (spec 3 §2 items 10 and 11, §4 "Older share popover"). */
export function SharePopover({ request, onClose }: { request: ShareRequest; onClose: () => void }) {
  const { state, retry } = useShareData(request.blogName, request.postId);
  const [view, setView] = useState<View>('options');
  const viewRef = useRef(view);
  viewRef.current = view;

  // Escape in a subview goes back to the options first; only then does it close the popover.
  const onEscape = () => {
    if (viewRef.current === 'options') return false;
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
      {state.status === 'ready' ? <ShareContent data={state.data} view={view} onView={setView} onClose={onClose} /> : null}
    </Popover>
  );
}

function ShareContent({
  data,
  view,
  onView,
  onClose,
}: {
  data: SharePopoverData;
  view: View;
  onView: (view: View) => void;
  onClose: () => void;
}) {
  const embedButton = useRef<HTMLButtonElement>(null);
  // The messaging share (features/messaging-share) hides the options while a recipient is chosen.
  const [messaging, setMessaging] = useState(false);
  const cameBack = useRef(false);
  useEffect(() => {
    if (view === 'options' && cameBack.current) embedButton.current?.focus();
    cameBack.current = view !== 'options';
  }, [view]);

  if (data.is_private) return <p className="share-notice">This post is private, so it can't be shared.</p>;
  if (view === 'embed') {
    return (
      <ShareSubview title="Embed" onBack={() => onView('options')}>
        <EmbedView embedCode={data.embed_code} />
      </ShareSubview>
    );
  }
  return (
    <>
      <MessagingShare
        postId={data.post_id}
        blogUuid={data.tumblelog_uuid}
        hasTarget
        onRecipientChange={setMessaging}
        onSent={onClose}
      />
      {messaging ? null : <ShareOptions data={data} onEmbed={() => onView('embed')} embedRef={embedButton} />}
    </>
  );
}
