import { ApiError } from '@dash/shared-contracts';

const LIGHT_HEARTED = ['Something went screwy.', "Something's busted.", 'Something fizzled.'];

export interface FetchErrorView {
  message: string;
  /** Whether to offer Retry (spec 2 §4: no retry on 403, 428 or 429). */
  retryable: boolean;
}

/** Maps a failed inbox or conversation fetch to the spec 2 §8 message for its status. */
export function describeFetchError(error: unknown, blogName = 'This Tumblr', random: () => number = Math.random): FetchErrorView {
  const status = error instanceof ApiError ? error.status : 0;
  switch (status) {
    case 409:
      return { message: 'You can only send messages to Tumblrs you follow.', retryable: true };
    case 428:
      return { message: `Sorry, ${blogName} only allows messages from Tumblrs they follow.`, retryable: false };
    case 429:
      return { message: "You've hit the daily limit on new conversations. Impressive.", retryable: false };
    default: {
      const message = LIGHT_HEARTED[Math.floor(random() * LIGHT_HEARTED.length)] ?? 'Something went screwy.';
      return { message, retryable: status !== 403 };
    }
  }
}
