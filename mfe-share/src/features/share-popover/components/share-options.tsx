import type { SharePopoverData } from '@dash/shared-contracts';
import { PermalinkField } from './permalink-field';

interface ShareOptionsProps {
  data: SharePopoverData;
  onEmbed: () => void;
  /** Gets focus back when the embed subview closes. */
  embedRef: React.Ref<HTMLButtonElement>;
}

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/** Left/right (and up/down) move focus between the share options (spec 3 §2 item 8). */
function moveFocus(event: React.KeyboardEvent<HTMLUListElement>) {
  const step = NEXT_KEYS.includes(event.key) ? 1 : PREVIOUS_KEYS.includes(event.key) ? -1 : 0;
  if (step === 0 || !(event.target instanceof HTMLElement) || !event.target.dataset.shareOption) return;
  const options = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-share-option]'));
  const index = options.indexOf(event.target);
  const next = options[(index + step + options.length) % options.length];
  event.preventDefault();
  next?.focus();
}

/**
 * The options list: Permalink (a link opening the post in a new tab, plus its URL to copy) and
 * Embed (opens the embed subview). Email and the external networks come in a later issue.
 */
export function ShareOptions({ data, onEmbed, embedRef }: ShareOptionsProps) {
  if (!data.show_permalink && !data.show_embed) return <p className="share-notice">There's no way to share this post here.</p>;
  return (
    <div className="share-options">
      <ul className="share-options__row" aria-label="Share options" onKeyDown={moveFocus}>
        {data.show_permalink ? (
          <li>
            <a
              className="share-option"
              data-share-option="permalink"
              href={data.post_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <svg className="share-option__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M10.6 13.4a1 1 0 0 1 0-1.4l3.4-3.4a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM8.5 18.5a3.5 3.5 0 0 1-2.5-6l2.2-2.2a1 1 0 1 1 1.4 1.4l-2.2 2.2a1.5 1.5 0 0 0 2.1 2.1l2.2-2.2a1 1 0 1 1 1.4 1.4L11 17.5a3.5 3.5 0 0 1-2.5 1zm7.3-4.4a1 1 0 0 1-.7-1.7l2.2-2.2a1.5 1.5 0 0 0-2.1-2.1L13 10.3a1 1 0 1 1-1.4-1.4L13.8 6.7a3.5 3.5 0 0 1 5 5l-2.2 2.1a1 1 0 0 1-.8.3z"
                />
              </svg>
              Permalink
            </a>
          </li>
        ) : null}
        {data.show_embed ? (
          <li>
            <button ref={embedRef} type="button" className="share-option" data-share-option="embed" onClick={onEmbed}>
              <span className="share-option__icon" aria-hidden="true">
                &lt;/&gt;
              </span>
              Embed
            </button>
          </li>
        ) : null}
      </ul>
      {data.show_permalink ? <PermalinkField url={data.post_url} /> : null}
    </div>
  );
}
