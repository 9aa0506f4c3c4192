import { forwardRef } from 'react';
import { GIF_TEXTS } from '../state/gif-rules';
import './gifs.css';

interface GifButtonProps {
  disabled: boolean;
  expanded: boolean;
  /** The id of the GIF search panel it opens. */
  controls: string;
  onToggle: () => void;
}

/** Spec 2 §4 "GIF plugin": the icon button beside "Add a photo" that opens and closes the GIF search. */
export const GifButton = forwardRef<HTMLButtonElement, GifButtonProps>(function GifButton(
  { disabled, expanded, controls, onToggle },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className="msg-icon-button msg-compose__tool msg-gif-button"
      aria-label={GIF_TEXTS.button}
      title={GIF_TEXTS.button}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      disabled={disabled}
      onClick={onToggle}
    >
      <span className="msg-gif-button__badge" aria-hidden="true">
        GIF
      </span>
    </button>
  );
});
