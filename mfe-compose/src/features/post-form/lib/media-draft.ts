import type { AnyPostType, Post } from '@dash/shared-contracts';
import { emptyPhotos, photoPayload, photoValueFromPost, validatePhotos, type PhotoValue } from '../../photo-field';
import {
  audioPayload,
  audioValueFromPost,
  emptyAudio,
  emptyVideo,
  validateAudio,
  validateVideo,
  videoPayload,
  videoValueFromPost,
  type AudioValue,
  type VideoValue,
} from '../../audio-video';

/** The media values of the photo, audio and video forms (MEDIA owns their shape and rules). */
export interface MediaDraft {
  photos: PhotoValue;
  audio: AudioValue;
  video: VideoValue;
}

export const EMPTY_MEDIA: MediaDraft = { photos: emptyPhotos, audio: emptyAudio, video: emptyVideo };

/** The media an edit opens with; only the post's own type is read. */
export function mediaFromPost(post: Post): MediaDraft {
  return {
    photos: post.type === 'photo' ? photoValueFromPost(post) : emptyPhotos,
    audio: post.type === 'audio' ? audioValueFromPost(post) : emptyAudio,
    video: post.type === 'video' ? videoValueFromPost(post) : emptyVideo,
  };
}

/** MEDIA's payload entries for the type (images[o1], post[three], preuploaded_url, embed_code, ...). */
export function mediaEntries(type: AnyPostType, media: MediaDraft): Record<string, string> {
  if (type === 'photo') return photoPayload(media.photos);
  if (type === 'audio') return audioPayload(media.audio);
  if (type === 'video') return videoPayload(media.video);
  return {};
}

/** MEDIA's validator for the type ('No photos specified.', 'Uploads in progress.', ...). */
export function mediaError(type: AnyPostType, media: MediaDraft, maxPhotos: number): string | null {
  if (type === 'photo') return validatePhotos(media.photos, maxPhotos);
  if (type === 'audio') return validateAudio(media.audio);
  if (type === 'video') return validateVideo(media.video);
  return null;
}
