import { useEffect, useState } from 'react';
import { TIMINGS } from '@dash/shared-contracts';

/**
 * A spinner that appears only when preparing the form takes longer than the loader delay,
 * counted from `since` (when the form started preparing), so the code chunk's loader and the
 * data's loader share one delay.
 */
export function DelayedLoader({ since }: { since?: number }) {
  const remaining = () =>
    since === undefined ? TIMINGS.postFormLoaderDelayMs : TIMINGS.postFormLoaderDelayMs - (Date.now() - since);
  const [visible, setVisible] = useState(() => remaining() <= 0);
  useEffect(() => {
    if (visible) return;
    const timer = window.setTimeout(() => setVisible(true), Math.max(0, remaining()));
    return () => window.clearTimeout(timer);
    // Measured once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!visible) return null;
  return (
    <div className="compose-loader" role="status">
      <span className="compose-loader-spinner" aria-hidden="true" />
      <span className="compose-visually-hidden">Loading the post form…</span>
    </div>
  );
}
