import { useState } from 'react';
import './remotes-panel.css';

/** Visible notices for overrides that were refused or could not be read (dismissible). */
export function OverrideNotices({ notices }: { notices: string[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const visible = notices.map((text, index) => ({ text, index })).filter(({ index }) => !dismissed.has(index));
  if (visible.length === 0) return null;
  return (
    <div className="shell-override-notices" role="status">
      {visible.map(({ text, index }) => (
        <p key={index} className="shell-override-notice">
          <span>{text}</span>
          <button type="button" onClick={() => setDismissed(new Set([...dismissed, index]))} aria-label={`Dismiss: ${text}`}>
            Dismiss
          </button>
        </p>
      ))}
    </div>
  );
}
