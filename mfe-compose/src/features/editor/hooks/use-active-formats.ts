import { useEffect, useState } from 'react';
import type Quill from 'quill/core';

/** Spec 1 §9: the selection update delay (toolbar state follows the cursor after 20 ms). */
export const SELECTION_UPDATE_DELAY_MS = 20;

export type ActiveFormats = Record<string, unknown>;

/** The formats at the cursor, for the toolbar's pressed states; {} while the editor is blurred. */
export function useActiveFormats(quill: Quill | null): ActiveFormats {
  const [formats, setFormats] = useState<ActiveFormats>({});
  useEffect(() => {
    if (!quill) return undefined;
    let timer: number | undefined;
    const update = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const range = quill.getSelection();
        setFormats(range ? quill.getFormat(range) : {});
      }, SELECTION_UPDATE_DELAY_MS);
    };
    quill.on('editor-change', update);
    return () => {
      window.clearTimeout(timer);
      quill.off('editor-change', update);
    };
  }, [quill]);
  return formats;
}
