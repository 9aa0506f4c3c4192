import { useCallback, useEffect, useRef, useState } from 'react';
import { ALT_TEXT, altTextProblem } from '@dash/shared-contracts/core';
import { PREVIEW_OUT_MS, releasePreview, submitWithPreview, type PreviewImage } from '../state/image-rules';

export interface ImagePreviewHandle {
  preview: PreviewImage | null;
  /** Animating out (200 ms) after Remove or a submit; the photo button comes back once it is gone. */
  leaving: boolean;
  pick: (preview: PreviewImage) => void;
  /** The preview's Alt text field changed (issue 13). */
  setAlt: (alt: string) => void;
  /** The alt text is too long: nothing is sent until it is shortened (the field says why). */
  altProblem: string | null;
  remove: () => void;
  /** The compose box's submit: the preview's IMAGE message first (150 ms after it closes), then the text. */
  submit: (text: string) => void;
}

/** The image preview area's state (spec 2 §4 "Image preview"). */
export function useImagePreview(
  send: (text: string, image?: PreviewImage) => void,
  focusCompose: () => void,
): ImagePreviewHandle {
  const [preview, setPreview] = useState<PreviewImage | null>(null);
  const [leaving, setLeaving] = useState(false);
  const timers = useRef(new Set<number>());
  const sendRef = useRef(send);
  sendRef.current = send;
  // The preview still shown when the window goes away: its object URL (a photo's) is no longer needed.
  const shownRef = useRef<PreviewImage | null>(null);
  shownRef.current = preview;

  const later = useCallback((run: () => void, ms: number) => {
    const handle = window.setTimeout(() => {
      timers.current.delete(handle);
      run();
    }, ms);
    timers.current.add(handle);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((h) => window.clearTimeout(h));
      pending.clear();
      if (shownRef.current) releasePreview(shownRef.current);
    };
  }, []);

  const close = useCallback(
    (onGone?: () => void) => {
      setLeaving(true);
      later(() => {
        setPreview(null);
        setLeaving(false);
        onGone?.();
        focusCompose();
      }, PREVIEW_OUT_MS);
    },
    [later, focusCompose],
  );

  return {
    preview,
    leaving,
    pick: (next) => {
      if (preview) releasePreview(preview);
      setPreview(next);
      setLeaving(false);
      focusCompose();
    },
    setAlt: (alt) => setPreview((shown) => (shown ? { ...shown, alt } : shown)),
    altProblem: preview ? altTextProblem(preview.alt, ALT_TEXT) : null,
    remove: () => {
      if (!preview || leaving) return;
      const shown = preview;
      close(() => releasePreview(shown));
    },
    submit: (text) => {
      if (!preview || leaving) {
        if (text) sendRef.current(text);
        return;
      }
      if (altTextProblem(preview.alt, ALT_TEXT)) return;
      // The queued message keeps the object URL (drawn in the list until the server's message arrives).
      shownRef.current = null;
      submitWithPreview(preview, text, {
        closePreview: () => close(),
        enqueue: (t, image) => sendRef.current(t, image),
        setTimer: later,
      });
    },
  };
}
