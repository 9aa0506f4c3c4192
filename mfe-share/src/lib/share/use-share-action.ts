import { useState } from 'react';
import type { SharePopoverData } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { logShare, type ShareSource } from './log-share';
import { openPopup } from './popup-windows';
import { recordFallbackShare } from './share-api';
import { abusePath, type ShareOption, type SubviewNetwork } from './share-options';

export type PopupOption = Extract<ShareOption, { type: 'popup' }>;

/**
 * What using an option does, by its type (spec 3 §4): a subview opens; report goes to the post's
 * abuse form; a popup opens its window and records the share (share_fallback); the mail-client link
 * records it too. Each use is logged with its source. `blocked`: the popup the browser refused.
 */
export function useShareAction(
  data: SharePopoverData,
  source: ShareSource,
  handlers: { onSubview: (network: SubviewNetwork) => void; onClose: () => void },
) {
  const { api, bus, navigate, session } = useRemote();
  const [blocked, setBlocked] = useState<PopupOption | null>(null);
  const post = { ...data, form_key: source === 'share-popover' ? session.form_key : undefined };

  const use = (option: ShareOption) => {
    logShare(bus, { network: option.network, type: option.type, source, action: 'open' });
    if (option.type === 'subview') handlers.onSubview(option.network);
    else if (option.type === 'callback') {
      navigate(abusePath(data.abuse_url));
      handlers.onClose();
    } else if (option.type === 'popup') {
      if (openPopup(option.popup)) {
        setBlocked(null);
        recordFallbackShare(api, option.network, post);
      } else setBlocked(option);
    } else if (option.network === 'email') recordFallbackShare(api, 'email', post);
  };
  return { use, blocked };
}
