import type { PopupOption } from '../lib/share/use-share-action';

/** The browser refused a share window: the same address as a plain new-tab link. */
export function PopupBlocked({ option }: { option: PopupOption }) {
  return (
    <p className="share-notice" role="status">
      Your browser blocked the {option.label} window.{' '}
      <a href={option.popup.url} target="_blank" rel="noopener noreferrer">
        Open {option.label} in a new tab
      </a>
    </p>
  );
}
