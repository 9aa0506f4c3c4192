import type { SharePopoverData } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { logShare } from '../../../lib/share/log-share';
import { openPopup, popupWindow } from '../../../lib/share/popup-windows';
import { recordFallbackShare } from '../../../lib/share/share-api';

/**
 * The Facebook account's label could not be read after the subview opened (spec 3 §8: "falls back to
 * the share window"): one click opens Facebook's window (a window needs the click of a person).
 */
export function FacebookFallback({ data, onDone }: { data: SharePopoverData; onDone: () => void }) {
  const { api, bus } = useRemote();
  const open = () => {
    const popup = popupWindow('facebook', data);
    if (popup && openPopup(popup)) {
      recordFallbackShare(api, 'facebook', data);
      logShare(bus, { network: 'facebook', type: 'popup', source: 'share-panel', action: 'open' });
      onDone();
    }
  };
  return (
    <div className="share-notice" role="alert">
      <p>Your Facebook account couldn't be reached.</p>
      <button type="button" className="share-button" onClick={open}>
        Share in a Facebook window
      </button>
    </div>
  );
}
