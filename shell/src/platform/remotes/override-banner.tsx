import { useState } from 'react';
import type { RemoteName } from '@dash/shared-contracts';
import { describeTarget, type OverrideChange } from './override-plan';
import type { Overrides } from './override-rules';
import './remotes-panel.css';

export interface OverrideBannerProps {
  /** What an override link asks for, not applied yet. */
  changes: readonly OverrideChange[];
  /** Overrides running now in this browser. */
  active: Overrides;
  onApply: () => void;
  onResetAll: () => void;
  onDismiss: () => void;
}

/**
 * The visible side of overrides (where the environment allows them): a link's overrides wait here for
 * the person's confirmation, and while any override runs the banner stays, with Reset.
 */
export function OverrideBanner({ changes, active, onApply, onResetAll, onDismiss }: OverrideBannerProps) {
  const running = (Object.entries(active) as Array<[RemoteName, NonNullable<Overrides[RemoteName]>]>).map(([remote, target]) =>
    describeTarget(remote, target),
  );
  const [dismissed, setDismissed] = useState(false);
  const asking = !dismissed && changes.length > 0;
  if (!asking && running.length === 0) return null;
  return (
    <section className="shell-override-banner" aria-label="Remote overrides">
      {asking && (
        <div className="shell-override-banner__ask">
          <p>
            <strong>This link asks to run other code in this browser:</strong>
          </p>
          <ul>
            {changes.map((change) => (
              <li key={change.remote}>
                {describeTarget(change.remote, change.target)}{' '}
                <span className="shell-override-banner__url">({change.manifestUrl})</span>
              </li>
            ))}
          </ul>
          <p>Apply it only if you trust whoever sent the link. Nothing from it runs until you do.</p>
          <div className="shell-override-banner__actions">
            <button type="button" onClick={onApply}>
              Apply
            </button>
            <button type="button" onClick={onResetAll}>
              Reset all
            </button>
            <button
              type="button"
              onClick={() => {
                setDismissed(true);
                onDismiss();
              }}
            >
              Dismiss
            </button>
          </div>
        </div>
      )}
      {!asking && running.length > 0 && (
        <div className="shell-override-banner__active">
          <p>
            <strong>Overrides active in this browser:</strong> {running.join(', ')}
          </p>
          <div className="shell-override-banner__actions">
            <button type="button" onClick={onResetAll}>
              Reset all
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
