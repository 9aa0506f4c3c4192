import { useRef } from 'react';
import { useEmbedResolver } from '../hooks/use-embed-resolver';
import { useSingleUpload } from '../hooks/use-single-upload';
import { VIDEO_ACCEPT, VIDEO_INPUT_ACCEPT } from '../lib/media-files';
import { sourceOfInput, type VideoValue } from '../lib/video-value';
import { EmbedPreview } from './embed-preview';
import { PermissionCheckbox } from './permission-checkbox';
import { UploadControl } from './upload-control';
import './media-fields.css';

export interface VideoFieldProps {
  value: VideoValue;
  onChange(v: VideoValue): void;
  maxBytes: number;
}

/** A video: an uploaded file, a direct video URL, a known service's URL or a pasted embed code. */
export function VideoField({ value, onChange, maxBytes }: VideoFieldProps) {
  const latest = useRef(value);
  latest.current = value;
  const set = (change: Partial<VideoValue>) => {
    latest.current = { ...latest.current, ...change };
    onChange(latest.current);
  };
  const video = useSingleUpload('video', VIDEO_ACCEPT, maxBytes, {
    onStart: () => set({ source: 'upload', uploading: true, uploadUrl: '' }),
    onComplete: (result) => set({ uploading: false, uploadUrl: result.url }),
    onStop: () => set({ uploading: false }),
  });
  const embeds = useEmbedResolver((input, outcome) => {
    if (latest.current.embedInput !== input) return;
    if ('embed' in outcome) set({ embed: outcome.embed, embedLoading: false, embedError: null });
    else set({ embed: null, embedLoading: false, embedError: outcome.error });
  });

  const onInput = (embedInput: string) => {
    const text = embedInput.trim();
    if (!text) {
      embeds.stop();
      const source = latest.current.uploadUrl || latest.current.uploading ? 'upload' : latest.current.source;
      set({ embedInput, url: '', embed: null, embedLoading: false, embedError: null, source });
      return;
    }
    const source = sourceOfInput(text);
    if (source === 'url') {
      embeds.stop();
      set({ embedInput, source, url: text, embed: null, embedLoading: false, embedError: null });
    } else {
      set({ embedInput, source, url: '', embed: null, embedLoading: true, embedError: null });
      embeds.resolve(embedInput);
    }
  };

  const showUpload = value.source === 'upload' && (value.uploadUrl !== '' || value.uploading);
  return (
    <fieldset className="media-field">
      <legend>Video</legend>
      <UploadControl
        label="Upload a video"
        inputLabel="Choose a video file"
        accept={VIDEO_INPUT_ACCEPT}
        upload={video.current}
        onFile={video.start}
        onCancel={video.cancel}
      />
      {value.source === 'upload' && value.uploadUrl && (
        <video className="media-field__player" controls src={value.uploadUrl} aria-label="Video preview" />
      )}
      {showUpload && <PermissionCheckbox checked={value.confirmTos} onChange={(confirmTos) => set({ confirmTos })} />}
      <label className="media-field__row">
        <span>Or paste a video link or embed code</span>
        <textarea
          aria-label="Video URL or embed code"
          rows={3}
          value={value.embedInput}
          onChange={(event) => onInput(event.target.value)}
        />
      </label>
      {value.source === 'embed' && value.embedLoading && <p role="status">Loading video…</p>}
      {value.source === 'embed' && value.embedError && (
        <p className="media-field__error" role="alert">
          {value.embedError}
        </p>
      )}
      {value.source === 'embed' && value.embed && <EmbedPreview embed={value.embed} />}
      {value.source === 'url' && value.url && (
        <video className="media-field__player" controls src={value.url} aria-label="Video preview" />
      )}
    </fieldset>
  );
}
