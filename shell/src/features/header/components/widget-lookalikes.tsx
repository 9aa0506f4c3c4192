import './widget-lookalikes.css';

/*
 * The header widgets as the server renders them, before their remotes load (once the browser is
 * idle, or on the first pointer or key that reaches them): the same 40 px icon buttons, so nothing
 * moves when the remote's own button replaces them, and a click made meanwhile is made again on it
 * (platform/remotes/slot-activation.ts).
 */

export function InboxLookalike() {
  return (
    <button type="button" className="shell-widget-lookalike" aria-label="Inbox" aria-haspopup="dialog" aria-expanded={false}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6l-.9 3.6c-.1.4.3.7.7.5L9.4 19c.8.2 1.7.3 2.6.3 5.5 0 10-3.6 10-8.1S17.5 3 12 3Z"
        />
      </svg>
    </button>
  );
}

export function ActivityLookalike() {
  return (
    <button type="button" className="shell-widget-lookalike" aria-label="Activity" aria-haspopup="dialog" aria-expanded={false}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M13 2 4 14h6l-1 8 9-12h-6l1-8Z" />
      </svg>
    </button>
  );
}
