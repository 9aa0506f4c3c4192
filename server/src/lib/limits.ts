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

/**
 * How many pixels a user's image may decode to, read from its header before any pixel is decoded:
 * a 30 KB PNG can announce 16000×16000 (256 MB and seconds of CPU to draw). Over → 400.
 */
export const IMAGE_PIXEL_LIMITS = {
  /** One picture, or one frame of a GIF: 50 megapixels (an 8000×6250 photo; phones take 12 to 48). */
  perFrame: 50_000_000,
  /** An animated GIF is kept as sent and every viewer's browser decodes every frame: frames × frame area. */
  gifTotal: 300_000_000,
} as const;

/** The multipart cap fits the largest kind; each kind is then checked against its own limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMIT_BYTES));

export const REPLY_MAX_CHARS = 475;

/**
 * Spec 2 §8's 429 "You've hit the daily limit on new conversations. Impressive.": new conversations
 * one blog may start in 24 hours (replies and messages in existing conversations do not count).
 * The app config's newConversationsPerDay (MESSAGING_NEW_CONVERSATIONS_PER_DAY) defaults to it.
 */
export const NEW_CONVERSATIONS_PER_DAY = 50;
