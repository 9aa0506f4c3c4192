import { useState } from 'react';
import { useBusEvent } from '@dash/remote-kit';
import { SharePopover, type ShareRequest } from './share-popover';

/**
 * Owns the `share:open` command: one share popover at a time, anchored to the rect the command
 * carries. The rect is in viewport pixels when sent; it is kept in page coordinates so the popover
 * follows its post when the page scrolls.
 */
export function ShareHost() {
  const [request, setRequest] = useState<(ShareRequest & { key: number }) | null>(null);

  useBusEvent('share:open', ({ postId, blogName, anchor }) => {
    const pageTop = anchor.top + window.scrollY;
    const pageLeft = anchor.left + window.scrollX;
    const active = document.activeElement;
    setRequest((previous) => ({
      key: (previous?.key ?? 0) + 1,
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
  return <SharePopover key={request.key} request={request} onClose={() => setRequest(null)} />;
}
