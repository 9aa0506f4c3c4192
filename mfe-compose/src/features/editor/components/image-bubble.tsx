import type Quill from 'quill/core';
import type { Range } from 'quill/core';
import { isImageUrl } from '../lib/image-url';
import { insertImage } from '../lib/quill/insert-image';
import { UrlBubble } from './url-bubble';

export const IMAGE_ERRORS = {
  notImage: 'Enter an image address (http or https) ending in .jpg, .jpeg, .png or .gif.',
  notLoaded: 'That image could not be loaded. Check the address and try again.',
} as const;

export interface ImageBubbleProps {
  quill: Quill;
  range: Range;
  position: { top: number; left: number };
  onClose(caret?: Range): void;
  onDismiss(): void;
  /** The image is in: the editor asks for its alt text next (issue 13). */
  onInserted(index: number): void;
}

/** Inserts an inline image by address; it is loaded first to record its original size. Then its alt text is asked. */
export function ImageBubble({ quill, range, position, onClose, onDismiss, onInserted }: ImageBubbleProps) {
  return (
    <UrlBubble
      title="Insert image"
      inputLabel="Image URL"
      initialValue=""
      submitLabel="Insert"
      position={position}
      onClose={() => onClose()}
      onDismiss={onDismiss}
      onSubmit={async (value) => {
        const url = value.trim();
        if (!isImageUrl(url)) return IMAGE_ERRORS.notImage;
        let at = range.index;
        const inserted = await insertImage(quill, url, range, { onInserted: (index) => (at = index) });
        if (!inserted) return IMAGE_ERRORS.notLoaded;
        onInserted(at);
        return null;
      }}
    />
  );
}
