import { useState } from 'react';
import type { SharePopoverData } from '@dash/shared-contracts';
import { PopupBlocked } from '../../../components/popup-blocked';
import { shareOptions, type SubviewNetwork } from '../../../lib/share/share-options';
import { useShareAction } from '../../../lib/share/use-share-action';
import { PermalinkField } from './permalink-field';
import { ShareOptionButton } from './share-option-button';

interface ShareOptionsProps {
  data: SharePopoverData;
  onSubview: (network: SubviewNetwork) => void;
  onClose: () => void;
  /** The Facebook account's label could not be read: Facebook opens its window instead of the form. */
  facebookStatusFailed?: boolean;
  /** Hides the row (the messaging share hides it while a recipient is chosen). */
  hidden?: boolean;
}

/** Left/right move focus along the row and wrap, as a toolbar does; Backspace is swallowed (spec 3 §2 item 8). */
function onRowKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
  if (!(event.target instanceof HTMLElement) || !event.target.dataset.shareOption) return;
  if (event.key === 'Backspace') {
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return;
  const options = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-share-option]'));
  const index = options.indexOf(event.target);
  event.preventDefault();
  options[(index + step + options.length) % options.length]?.focus();
}

/**
 * The external-options row (spec 3 §2 item 8, §4 "Share types"): each option by its type — a link
 * (permalink, the mail-client link), a subview (embed, email, Twitter and Facebook with an account),
 * a popup (Facebook, Twitter, Reddit, Pinterest) or a callback (report). Below it, the post's link to copy.
 */
export function ShareOptions({ data, onSubview, onClose, facebookStatusFailed, hidden }: ShareOptionsProps) {
  const options = shareOptions(data, { facebookStatusFailed });
  const { use, blocked } = useShareAction(data, 'share-panel', { onSubview, onClose });
  const [focused, setFocused] = useState(options[0]?.network);
  if (hidden) return null;
  if (options.length === 0) return <p className="share-notice">There's no way to share this post here.</p>;
  // The one option Tab reaches (roving tabindex); the first when the focused one went away.
  const active = options.some((o) => o.network === focused) ? focused : options[0]?.network;

  return (
    <div className="share-options">
      <div className="share-options__row" role="toolbar" aria-label="Share options" onKeyDown={onRowKeyDown}>
        {options.map((option) => (
          <ShareOptionButton
            key={option.network}
            option={option}
            tabIndex={option.network === active ? 0 : -1}
            onFocus={() => setFocused(option.network)}
            onUse={() => use(option)}
          />
        ))}
      </div>
      {blocked ? <PopupBlocked option={blocked} /> : null}
      {data.show_permalink ? <PermalinkField url={data.post_url} /> : null}
    </div>
  );
}
