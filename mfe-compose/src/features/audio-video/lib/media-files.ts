/** What the server stores (server routes/svc/media): anything else is refused before upload. */
export const AUDIO_ACCEPT = /^audio\/(mpeg|mp4|ogg|wav)$/;
export const VIDEO_ACCEPT = /^video\/(mp4|webm|quicktime)$/;
export const AUDIO_INPUT_ACCEPT = '.mp3,.m4a,.ogg,.wav,audio/mpeg,audio/mp4,audio/ogg,audio/wav';
export const VIDEO_INPUT_ACCEPT = '.mp4,.webm,.mov,video/mp4,video/webm,video/quicktime';

const CANONICAL_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/**
 * Browsers name the same formats differently (audio/x-m4a, audio/x-wav, audio/mp3): the file is
 * re-typed from its extension so the server, which checks the type, gets the usual name.
 */
export function withCanonicalType(file: File): File {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = CANONICAL_TYPES[ext];
  if (!type || type === file.type) return file;
  return new File([file], file.name, { type, lastModified: file.lastModified });
}

/** Same rules as the server's DIRECT_AUDIO / DIRECT_VIDEO, with http(s) required. */
export function isAudioUrl(url: string): boolean {
  return /^https?:\/\/\S+\.(mp3|m4a|ogg|oga|wav)(?:[?#]\S*)?$/i.test(url.trim());
}
export function isDirectVideoUrl(url: string): boolean {
  return /^https?:\/\/\S+\.(mp4|webm|ogv|mov)(?:[?#]\S*)?$/i.test(url.trim());
}

/** Uploads stored by our server live under /media/; on edit they reopen as uploads. */
export function isOwnUpload(url: string): boolean {
  return url.startsWith('/media/');
}

export const MEDIA_MESSAGES = {
  permission: 'You must agree that you have permission to share this file.',
  uploading: 'Uploads in progress.',
  noAudio: 'Please choose an audio source before continuing.',
  noEmbed: 'No embed specified.',
  directMissing: 'Direct embed missing.',
  noVideo: 'No video specified.',
  embedLoading: 'Loading video data.',
} as const;
