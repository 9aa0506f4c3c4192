import { useRef, useState } from 'react';
import type { GifMedia } from '@dash/shared-contracts';
import { GifSearchButton } from '../../gif-search';
import { PHOTO_INPUT_ACCEPT } from '../lib/image-files';

export interface PhotoAddBarProps {
  full: boolean;
  onFiles(files: File[]): void;
  /** Returns true when the URL was taken (the box is then cleared). */
  onUrl(url: string): boolean;
  onGif(gif: GifMedia): void;
}

/** The ways in: "Add photos" (file chooser), an image URL, "Add a GIF". */
export function PhotoAddBar({ full, onFiles, onUrl, onGif }: PhotoAddBarProps) {
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const submitUrl = () => {
    if (url.trim() && onUrl(url)) setUrl('');
  };
  return (
    <div className="photo-add-bar">
      <button
        type="button"
        className="compose-button compose-button--secondary photo-add-bar__files"
        onClick={() => input.current?.click()}
        disabled={full}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M4 6h16v12H4zM7 10a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M4 16l5-5 4 4 3-3 4 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Add photos
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={PHOTO_INPUT_ACCEPT}
        hidden
        aria-label="Choose photo files"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <span className="photo-add-bar__url">
        <input
          type="url"
          className="compose-input"
          aria-label="Photo URL"
          placeholder="Paste an image URL"
          value={url}
          disabled={full}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submitUrl();
            }
          }}
        />
        <button
          type="button"
          className="compose-button compose-button--secondary"
          onClick={submitUrl}
          disabled={full || url.trim() === ''}
        >
          Add photo URL
        </button>
      </span>
      <GifSearchButton onSelect={onGif} disabled={full} />
    </div>
  );
}
