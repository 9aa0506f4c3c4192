import { useRef } from 'react';
import { askDialog, useRemote } from '@dash/remote-kit';
import { useMessagingSettings } from '../../../lib/server-data';
import { checkPhoto, loadPhoto, PHOTO_ACCEPT, UNLOADABLE_TEXT, type PreviewImage } from '../state/image-rules';
import './photos.css';

interface PhotoButtonProps {
  disabled: boolean;
  /** A valid, loaded photo: it goes to the image preview. */
  onPicked: (preview: PreviewImage) => void;
}

/**
 * Spec 2 §4/§5 "Send a photo": an icon button that opens the file picker (jpg, jpeg, png, gif).
 * A wrong type, a file over the limit or an image the browser cannot load is refused with a
 * one-button alert through the shell's dialog service.
 */
export function PhotoButton({ disabled, onPicked }: PhotoButtonProps) {
  const { bus } = useRemote();
  const limitBytes = useMessagingSettings().image_upload_limit_bytes;
  const inputRef = useRef<HTMLInputElement>(null);

  const alert = (title: string) =>
    void askDialog(bus, { title, body: [], confirmLabel: 'OK', tone: 'default' }, 'messaging-photo');

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkPhoto(file, limitBytes);
    if (problem) {
      alert(problem);
      return;
    }
    try {
      onPicked(await loadPhoto(file));
    } catch {
      alert(UNLOADABLE_TEXT);
    }
  };

  return (
    <>
      <button
        type="button"
        className="msg-icon-button msg-compose__tool"
        aria-label="Add a photo"
        title="Add a photo"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v8.6l4.3-4.3 3.2 3.2 2.3-2.3L20 18.4V7H4zm12 3.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z"
          />
        </svg>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_ACCEPT}
        className="msg-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Picking the same file again must fire change again.
          event.target.value = '';
          void onFile(file);
        }}
      />
    </>
  );
}
