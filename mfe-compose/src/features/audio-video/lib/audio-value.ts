import type { Post } from '@dash/shared-contracts';
import { MEDIA_MESSAGES, isAudioUrl, isOwnUpload } from './media-files';

export interface AudioValue {
  source: 'upload' | 'url';
  url: string;
  uploadUrl: string;
  uploading: boolean;
  confirmTos: boolean;
  trackTitle: string;
  trackArtist: string;
  trackAlbum: string;
  albumArt: string;
}

export const emptyAudio: AudioValue = {
  source: 'upload',
  url: '',
  uploadUrl: '',
  uploading: false,
  confirmTos: false,
  trackTitle: '',
  trackArtist: '',
  trackAlbum: '',
  albumArt: '',
};

/** Spec 1 §5 "Audio"; a URL must point at an audio file, as the server requires. */
export function validateAudio(v: AudioValue): string | null {
  if (v.uploading) return MEDIA_MESSAGES.uploading;
  if (v.source === 'upload') {
    if (!v.uploadUrl) return MEDIA_MESSAGES.noAudio;
    if (!v.confirmTos) return MEDIA_MESSAGES.permission;
    return null;
  }
  if (!isAudioUrl(v.url)) return MEDIA_MESSAGES.noAudio;
  return null;
}

/** post[three] (a URL) or preuploaded_url with confirm_tos, id3_tags[…] and album_art (spec 1 §7). */
export function audioPayload(v: AudioValue): Record<string, string> {
  const source: Record<string, string> =
    v.source === 'upload'
      ? { preuploaded_url: v.uploadUrl, confirm_tos: v.confirmTos ? '1' : '0' }
      : { 'post[three]': v.url.trim() };
  return {
    ...source,
    'id3_tags[title]': v.trackTitle.trim(),
    'id3_tags[artist]': v.trackArtist.trim(),
    'id3_tags[album]': v.trackAlbum.trim(),
    album_art: v.albumArt,
  };
}

/** An audio post being edited: its own uploads reopen as uploads the author already vouched for. */
export function audioValueFromPost(post: Post): AudioValue {
  const audio = post.content.audio;
  if (!audio) return emptyAudio;
  const uploaded = isOwnUpload(audio.url);
  return {
    ...emptyAudio,
    source: uploaded ? 'upload' : 'url',
    url: uploaded ? '' : audio.url,
    uploadUrl: uploaded ? audio.url : '',
    confirmTos: uploaded,
    trackTitle: audio.track_title,
    trackArtist: audio.artist,
    trackAlbum: audio.album,
    albumArt: audio.album_art ?? '',
  };
}
