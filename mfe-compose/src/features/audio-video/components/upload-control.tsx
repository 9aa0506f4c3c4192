import { useId, useRef } from 'react';
import { uploadProgress, type UploadState } from '../../uploads';

export interface UploadControlProps {
  /** Button text, e.g. "Upload an audio file". */
  label: string;
  /** Accessible name of the file input, e.g. "Choose an audio file". */
  inputLabel: string;
  accept: string;
  upload: UploadState | undefined;
  onFile(file: File): void;
  onCancel(): void;
}

/** A button that opens the file chooser, then the upload's progress (with Cancel) or its error. */
export function UploadControl({ label, inputLabel, accept, upload, onFile, onCancel }: UploadControlProps) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const busy = upload?.status === 'uploading' || upload?.status === 'validating';
  const failed = upload?.status === 'error';
  return (
    <div className="media-upload">
      <button type="button" onClick={() => input.current?.click()} aria-describedby={failed ? errorId : undefined}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {upload && <span className="media-upload__name">{upload.file.name}</span>}
      {busy && (
        <>
          <span
            className="media-upload__progress"
            role="progressbar"
            aria-label={`Upload progress for ${upload.file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={uploadProgress(upload.bytesLoaded, upload.bytesTotal)}
          >
            <span style={{ width: `${uploadProgress(upload.bytesLoaded, upload.bytesTotal)}%` }} />
          </span>
          <button type="button" onClick={onCancel}>
            Cancel upload
          </button>
        </>
      )}
      {upload?.status === 'cancelled' && <span className="media-upload__note">{upload.error}</span>}
      {failed && (
        <p id={errorId} className="media-upload__error" role="alert">
          {upload.error}
        </p>
      )}
    </div>
  );
}
