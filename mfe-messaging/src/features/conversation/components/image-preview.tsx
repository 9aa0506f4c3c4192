import { AltTextField } from '@dash/remote-kit';
import { previewSize, type PreviewImage } from '../state/image-rules';
import './photos.css';

interface ImagePreviewProps {
  preview: PreviewImage;
  /** The preview is on its way out (200 ms animation) after Remove or a submit. */
  leaving: boolean;
  onRemove: () => void;
  /** The Alt text field changed (issue 13). */
  onAltChange: (alt: string) => void;
}

/**
 * Spec 2 §4 "Image preview": the picked photo or GIF above the compose box, scaled down to fit 210×150,
 * animated in over 300 ms and out over 200 ms; Remove dismisses it. Under it, the Alt text field
 * (issue 13; a GIF's comes filled with the alt of the post it is from).
 */
export function ImagePreview({ preview, leaving, onRemove, onAltChange }: ImagePreviewProps) {
  const size = previewSize(preview);
  return (
    <div className={`msg-preview${leaving ? ' msg-preview--out' : ''}`} role="group" aria-label="Image preview">
      <img
        className="msg-preview__img"
        src={preview.url}
        alt={preview.kind === 'gif' ? 'GIF to send' : 'Photo to send'}
        width={size.width}
        height={size.height}
      />
      <button
        type="button"
        className="msg-icon-button msg-preview__remove"
        aria-label="Remove photo"
        title="Remove photo"
        disabled={leaving}
        onClick={onRemove}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
          />
        </svg>
      </button>
      <AltTextField className="msg-preview__alt" value={preview.alt} onChange={onAltChange} disabled={leaving} />
    </div>
  );
}
