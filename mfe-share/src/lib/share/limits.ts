import { LIMITS } from '@dash/shared-contracts/core';

/** Spec 3 §9, the share constants in one place. */
export const SHARE_LIMITS = {
  /** Twitter's character limit. */
  tweet: LIMITS.tweet,
  /** The token a tweet carries where the post's link goes. */
  urlToken: '[URL]',
  /** What one "[URL]" counts for: 23 in the share panel, 24 in the older popover. */
  panelUrlLength: 23,
  popoverUrlLength: 24,
  /** Email and Facebook messages. */
  messageMax: LIMITS.shareMessageMax,
  /** The older popover's email address field. */
  emailAddressMax: LIMITS.shareEmailMax,
  confettiPieces: 30,
  confettiSpeed: 0.2,
  /** Older popover: "Sent!" stays this long, then fades out over fadeMs and the popover closes. */
  fadeOutDelayMs: 1250,
  fadeMs: 150,
  /** The panel closes this long after an external share succeeded (spec 3 §4 messaging share). */
  closeAfterExternalShareMs: 3000,
  /** The remember-reply-to cookie's lifetime, in seconds (one year). */
  replyToCookieMaxAge: 31536000,
} as const;
