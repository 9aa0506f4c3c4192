import { useState } from 'react';
import type { SharePopoverData } from '@dash/shared-contracts';
import { LoadingBar, Popover, type Rect } from '@dash/remote-kit';
import { PopupBlocked } from '../../../components/popup-blocked';
import { shareOptions, type SubviewNetwork } from '../../../lib/share/share-options';
import { useShareAction } from '../../../lib/share/use-share-action';
import { useShareData } from '../../share-popover';
import { useSentFade } from '../hooks/use-sent-fade';
import { OlderEmbedForm } from './older-embed-form';
import { OlderShareForm } from './older-share-form';
import './older-share-popover.css';

export interface OlderShareRequest {
  postId: string;
  blogName: string;
  getAnchorRect: () => Rect;
  opener: HTMLElement | null;
}

/**
 * The older share popover (spec 3 §2 item 11, §4): the options list, then one form (email, Twitter,
 * Facebook or the embed code), back to the list on Cancel. Escape or a click outside closes it.
 */
export function OlderSharePopover({ request, onClose }: { request: OlderShareRequest; onClose: () => void }) {
  const { state, retry } = useShareData(request.blogName, request.postId);
  const [sent, setSent] = useState(false);
  const fading = useSentFade(sent, onClose);
  return (
    <Popover
      label="Share this post"
      getAnchorRect={request.getAnchorRect}
      onClose={onClose}
      returnFocusTo={request.opener}
      className={`share-popover share-popover--older${fading ? ' share-popover--fading' : ''}`}
    >
      <h2 className="share-popover__title">Share this post</h2>
      {state.status === 'loading' ? <LoadingBar label="Loading share options" /> : null}
      {state.status === 'error' ? (
        <div className="share-error" role="alert">
          <p>Error!</p>
          <button type="button" className="share-button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? <OlderShareContent data={state.data} onClose={onClose} onSent={() => setSent(true)} /> : null}
    </Popover>
  );
}

interface OlderShareContentProps {
  data: SharePopoverData;
  onClose: () => void;
  onSent: () => void;
}

function OlderShareContent({ data, onClose, onSent }: OlderShareContentProps) {
  const [form, setForm] = useState<SubviewNetwork | null>(null);
  const { use, blocked } = useShareAction(data, 'share-popover', { onSubview: setForm, onClose });
  if (data.is_private) return <p className="share-notice">This post is private, so it can't be shared.</p>;
  const options = shareOptions(data);
  if (options.length === 0) return <p className="share-notice">There's no way to share this post here.</p>;
  if (form === 'embed') return <OlderEmbedForm embedCode={data.embed_code} onCancel={() => setForm(null)} />;
  if (form) return <OlderShareForm network={form} data={data} onCancel={() => setForm(null)} onSent={onSent} />;
  return (
    <>
      <ul className="older-share__list" aria-label="Share options">
        {options.map((option) => (
          <li key={option.network}>
            {option.type === 'href' ? (
              <a
                className="older-share__option"
                href={option.href}
                onClick={() => use(option)}
                {...(option.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {option.label}
              </a>
            ) : (
              <button type="button" className="older-share__option" onClick={() => use(option)}>
                {option.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      {blocked ? <PopupBlocked option={blocked} /> : null}
    </>
  );
}
