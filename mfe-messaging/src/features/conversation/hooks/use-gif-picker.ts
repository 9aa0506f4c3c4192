import { useCallback, useId, useRef, useState } from 'react';

export interface GifPickerHandle {
  open: boolean;
  panelId: string;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  toggle: () => void;
  /** Closes the panel; with `returnFocus` (Escape) focus goes back to the GIF button. */
  close: (returnFocus?: boolean) => void;
}

/** Whether the GIF search panel is open, and the button it returns focus to. */
export function useGifPicker(): GifPickerHandle {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  return { open, panelId, buttonRef, toggle, close };
}
