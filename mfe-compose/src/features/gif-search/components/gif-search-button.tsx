import { useRef, useState } from 'react';
import type { GifMedia } from '@dash/shared-contracts';
import { Popover, trapTab } from '@dash/remote-kit';
import { GifSearchPanel } from './gif-search-panel';
import './gif-search.css';

export interface GifSearchButtonProps {
  onSelect(gif: GifMedia): void;
  /** Accessible name and text of the button. */
  label?: string;
  /** Sent as `context` with each search (the logging context), when there is one. */
  context?: string;
  disabled?: boolean;
}

/** "Add a GIF": opens the GIF search popover; choosing a GIF calls onSelect and closes it. */
export function GifSearchButton({ onSelect, label = 'Add a GIF', context, disabled }: GifSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onPopoverKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      const popover = event.target instanceof Element ? event.target.closest<HTMLElement>('.kit-popover') : null;
      trapTab(event, popover);
    }
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="compose-button compose-button--secondary gif-search__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open && (
        // React events from the portal bubble through this span to the host form: Escape closes only
        // the popover (defaultPrevented tells a host dialog to leave it alone) and Tab stays inside.
        <span className="gif-search__keys" onKeyDown={onPopoverKeyDown}>
          <Popover
            label="GIF search"
            className="gif-search__popover"
            getAnchorRect={() => button.current?.getBoundingClientRect() ?? { top: 0, left: 0, width: 0, height: 0 }}
            onClose={() => setOpen(false)}
            returnFocusTo={button.current}
            ignoreClicksWithin={() => [button.current]}
          >
            <GifSearchPanel
              context={context ?? null}
              onSelect={(gif) => {
                onSelect(gif);
                setOpen(false);
                button.current?.focus();
              }}
            />
          </Popover>
        </span>
      )}
    </>
  );
}
