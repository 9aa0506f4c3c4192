import { MESSAGING, type MessagingFeature, type MessagingServerData } from '@dash/shared-contracts';
import { MAX_UPLOAD_BYTES } from './limits';

const FEATURES: MessagingFeature[] = [
  'minimize',
  'icebreakers',
  'persistence',
  'desktop_notifications',
  'sounds',
  'gif_search',
  'send_photos',
  'tutorial',
];

function wholeNumber(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(raw);
  if (!raw || !Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/**
 * Messaging's server data (spec 2 §1 flags, §9 "server data overrides inbox and conversation
 * intervals"), sent in every signed-in session. Every feature is on unless named in
 * MESSAGING_FEATURES_OFF (comma-separated: minimize, icebreakers, persistence, desktop_notifications,
 * sounds, gif_search, send_photos, tutorial). MESSAGING_INBOX_POLL_MS and MESSAGING_CONVERSATION_POLL_MS
 * (at least 1000, default 15000), MESSAGING_IMAGE_LIMIT_BYTES (default 10485760, at most the upload
 * cap; the server refuses larger message images) and MESSAGING_FAVORITES_APPEND_LIMIT (default 3).
 */
export function messagingServerData(env: NodeJS.ProcessEnv): MessagingServerData {
  const off = new Set(
    (env.MESSAGING_FEATURES_OFF ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const unknown = [...off].filter((name) => !FEATURES.includes(name as MessagingFeature));
  if (unknown.length > 0)
    throw new Error(`MESSAGING_FEATURES_OFF: unknown feature ${unknown.join(', ')} (known: ${FEATURES.join(', ')})`);
  const features = Object.fromEntries(FEATURES.map((f) => [f, !off.has(f)])) as MessagingServerData['features'];
  return {
    features,
    inbox_poll_ms: wholeNumber(env.MESSAGING_INBOX_POLL_MS, MESSAGING.inboxPollMs, 1000, 3_600_000),
    conversation_poll_ms: wholeNumber(env.MESSAGING_CONVERSATION_POLL_MS, MESSAGING.inboxPollMs, 1000, 3_600_000),
    image_upload_limit_bytes: wholeNumber(
      env.MESSAGING_IMAGE_LIMIT_BYTES,
      MESSAGING.imageUploadLimitBytes,
      1024,
      MAX_UPLOAD_BYTES,
    ),
    favorites_append_limit: wholeNumber(env.MESSAGING_FAVORITES_APPEND_LIMIT, MESSAGING.favoritesAppendLimit, 0, 20),
  };
}
