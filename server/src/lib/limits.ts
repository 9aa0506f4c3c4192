import { LIMITS, type UploadLimits } from '@dash/shared-contracts';

/**
 * The compose limits, in ONE place: the form builder data sends them to the client, the post form
 * and /svc/media/upload enforce them, and the multipart plugin sizes its cap from them.
 */
export const UPLOAD_LIMIT_BYTES: UploadLimits = {
  image: 10 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  video: 100 * 1024 * 1024,
};

export const COMPOSE_LIMITS = {
  photos_per_post: LIMITS.photosPerPost,
  photo_caption: LIMITS.photoCaption,
  tags_per_post: 30,
  upload_bytes: UPLOAD_LIMIT_BYTES,
} as const;

/** The multipart cap fits the largest kind; each kind is then checked against its own limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMIT_BYTES));

export const REPLY_MAX_CHARS = 475;
