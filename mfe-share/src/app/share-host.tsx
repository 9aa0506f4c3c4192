import { useState } from 'react';
import { useBusEvent } from '@dash/remote-kit';
import { OlderSharePopover } from '../features/older-share-popover';
import { SharePopover, type ShareRequest } from '../features/share-popover';

type HostRequest = ShareRequest & { key: number; variant: 'panel' | 'popover' };

/**
 * Owns the `share:open` command: one share view at a time, anchored to the rect the command carries
 * — the share panel, or the older share popover when the command asks for `variant: 'popover'`.
 * The rect is in viewport pixels when sent; it is kept in page coordinates so the view follows its
 * post when the page scrolls.
 */
export function ShareHost() {
  const [request, setRequest] = useState<HostRequest | null>(null);

  useBusEvent('share:open', ({ postId, blogName, anchor, variant }) => {
    const pageTop = anchor.top + window.scrollY;
    const pageLeft = anchor.left + window.scrollX;
    const active = document.activeElement;
    setRequest((previous) => ({
      key: (previous?.key ?? 0) + 1,
      variant: variant ?? 'panel',
      postId,
      blogName,
      opener: active instanceof HTMLElement && active !== document.body ? active : (previous?.opener ?? null),
      getAnchorRect: () => ({
        top: pageTop - window.scrollY,
        left: pageLeft - window.scrollX,
        width: anchor.width,
        height: anchor.height,
      }),
    }));
  });

  if (!request) return null;
  const close = () => setRequest(null);
  return request.variant === 'popover' ? (
    <OlderSharePopover key={request.key} request={request} onClose={close} />
  ) : (
    <SharePopover key={request.key} request={request} onClose={close} />
  );
}
