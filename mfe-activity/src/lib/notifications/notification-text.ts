import type { ActivityNotification } from '@dash/shared-contracts';

const DEFAULT_MESSAGES: Record<ActivityNotification['type'], string> = {
  like: 'liked your post',
  reblog: 'reblogged your post',
  follower: 'started following you',
  answer: 'answered your ask',
  reply: 'replied to your post',
  ask: 'sent you an ask',
  user_mention: 'mentioned you in a post',
  photo: 'reblogged your post with a photo',
};

/** The server's message, or the product's wording for the type when it sent none. */
export function notificationText(notification: ActivityNotification): string {
  return notification.message.trim() || DEFAULT_MESSAGES[notification.type];
}
