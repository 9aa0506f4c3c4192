import { useEffect, useState } from 'react';
import { TIMINGS } from '@dash/shared-contracts';

/** A spinner that appears only when preparing the form takes longer than the loader delay. */
export function DelayedLoader() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), TIMINGS.postFormLoaderDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="compose-loader" role="status">
      <span className="compose-loader-spinner" aria-hidden="true" />
      <span className="compose-visually-hidden">Loading the post form…</span>
    </div>
  );
}
