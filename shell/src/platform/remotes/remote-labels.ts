import type { RemoteName } from '@dash/shared-contracts';

/** How a remote is named to users in notices. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  compose: 'Compose',
  messaging: 'Messaging',
  blog: 'Blog',
  share: 'Share',
  activity: 'Activity',
};
