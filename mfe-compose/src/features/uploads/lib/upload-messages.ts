/** The upload helper's messages (spec 1 §5 "Upload helper", §8 "Upload"): exact strings. */
export const UPLOAD_MESSAGES = {
  filesize: 'The file is too big. Squish it down, and try again!',
  /** %1$s is the media type: image, audio or video. */
  filetype: 'This is not valid %1$s file.',
  noEndpoint: 'Upload requires an endpoint URL',
  cancelled: 'Canceled upload',
  network: 'Upload error',
  fallback: 'Woops :(',
} as const;

export type UploadKind = 'image' | 'audio' | 'video';

export function filetypeMessage(kind: UploadKind = 'image'): string {
  return UPLOAD_MESSAGES.filetype.replace('%1$s', kind);
}

/** The multipart field the server reads the file from: 'photo' for images (the spec default), 'data' otherwise. */
export function uploadFieldName(kind: UploadKind): string {
  return kind === 'image' ? 'photo' : 'data';
}
