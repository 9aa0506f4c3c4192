import { useRef } from 'react';
import { MESSAGING } from '@dash/shared-contracts';
import { useSingleUpload } from '../hooks/use-single-upload';
import type { AudioValue } from '../lib/audio-value';
import { AUDIO_ACCEPT, AUDIO_INPUT_ACCEPT } from '../lib/media-files';
import { PermissionCheckbox } from './permission-checkbox';
import { UploadControl } from './upload-control';
import './media-fields.css';

export interface AudioFieldProps {
  value: AudioValue;
  onChange(v: AudioValue): void;
  maxBytes: number;
}

const ART_ACCEPT = /^image\/(jpeg|png|gif)$/;

/** An audio source (an uploaded file or an audio URL), its track details and album art. */
export function AudioField({ value, onChange, maxBytes }: AudioFieldProps) {
  const latest = useRef(value);
  latest.current = value;
  const set = (change: Partial<AudioValue>) => {
    latest.current = { ...latest.current, ...change };
    onChange(latest.current);
  };
  const audio = useSingleUpload('audio', AUDIO_ACCEPT, maxBytes, {
    onStart: () => set({ source: 'upload', uploading: true, uploadUrl: '' }),
    onComplete: (result) => set({ uploading: false, uploadUrl: result.url }),
    onStop: () => set({ uploading: false }),
  });
  const art = useSingleUpload('image', ART_ACCEPT, MESSAGING.imageUploadLimitBytes, {
    onStart: () => undefined,
    onComplete: (result) => set({ albumArt: result.photo?.url ?? result.url }),
    onStop: () => undefined,
  });
  const uploaded = value.source === 'upload' && (value.uploadUrl !== '' || value.uploading);
  return (
    <fieldset className="media-field">
      <legend>Audio</legend>
      <UploadControl
        label="Upload an audio file"
        inputLabel="Choose an audio file"
        accept={AUDIO_INPUT_ACCEPT}
        upload={audio.current}
        onFile={audio.start}
        onCancel={audio.cancel}
      />
      {value.source === 'upload' && value.uploadUrl && (
        <audio className="media-field__player" controls src={value.uploadUrl} aria-label="Audio preview" />
      )}
      {uploaded && <PermissionCheckbox checked={value.confirmTos} onChange={(confirmTos) => set({ confirmTos })} />}
      <label className="media-field__row">
        <span>Or paste a link to an mp3, m4a, ogg or wav file</span>
        <input
          type="url"
          aria-label="Audio URL"
          placeholder="https://"
          value={value.url}
          onChange={(event) => {
            const url = event.target.value;
            // Typing a URL makes it the source; an upload in flight keeps going until it is replaced.
            set({ url, source: url.trim() ? 'url' : latest.current.uploadUrl ? 'upload' : latest.current.source });
          }}
        />
      </label>
      <div className="media-field__grid">
        <label>
          <span>Track title</span>
          <input type="text" value={value.trackTitle} onChange={(event) => set({ trackTitle: event.target.value })} />
        </label>
        <label>
          <span>Artist</span>
          <input type="text" value={value.trackArtist} onChange={(event) => set({ trackArtist: event.target.value })} />
        </label>
        <label>
          <span>Album</span>
          <input type="text" value={value.trackAlbum} onChange={(event) => set({ trackAlbum: event.target.value })} />
        </label>
      </div>
      <div className="media-field__art">
        {value.albumArt ? (
          <>
            <img src={value.albumArt} alt="Album art" width={80} height={80} />
            <button type="button" onClick={() => set({ albumArt: '' })}>
              Remove album art
            </button>
          </>
        ) : (
          <UploadControl
            label="Add album art"
            inputLabel="Choose album art"
            accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
            upload={art.current}
            onFile={art.start}
            onCancel={art.cancel}
          />
        )}
      </div>
    </fieldset>
  );
}
