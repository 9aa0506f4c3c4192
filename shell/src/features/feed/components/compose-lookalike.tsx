import { POST_TYPES, POST_TYPE_ICON_PATHS, POST_TYPE_LABELS } from '@dash/shared-contracts/core';
import './compose-lookalike.css';

/**
 * The dashboard's post-type chooser as the server renders it, before the compose remote has loaded
 * (it loads on the first pointer or key that reaches it). A choice made now is made again on the
 * compose remote's own chooser once it mounts (platform/remotes/slot-activation.ts).
 */
export function ComposeLookalike() {
  return (
    <div role="tablist" aria-label="Create a post" className="shell-compose-lookalike">
      {POST_TYPES.map((type, index) => (
        <button
          key={type}
          type="button"
          role="tab"
          aria-selected={false}
          tabIndex={index === 0 ? 0 : -1}
          className={`shell-compose-lookalike__tab shell-compose-lookalike__tab--${type}`}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path
              d={POST_TYPE_ICON_PATHS[type]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="shell-compose-lookalike__label">{POST_TYPE_LABELS[type]}</span>
        </button>
      ))}
    </div>
  );
}
