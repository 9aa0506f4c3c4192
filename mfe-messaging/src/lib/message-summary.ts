import { MESSAGING, type Message, type Participant } from '@dash/shared-contracts';
import { isGifImage } from './gif-image';

const POST_SUMMARIES: Record<string, string> = {
  photo: 'sent a photo post',
  photoset: 'sent a photoset',
  gif: 'sent a GIF',
  link: 'sent a link',
  quote: 'sent a quote',
  audio: 'sent an audio post',
  video: 'sent a video',
  chat: 'sent a chat',
};

/**
 * The line an inbox row shows for a conversation's last message (spec 2 §2 screen 5, §8 "Post
 * message summaries"): the text for TEXT, else "{sender} sent a ...", cut to 100 characters.
 */
export function summarizeMessage(message: Message | null, participants: readonly Participant[]): string {
  if (!message) return '';
  const text =
    message.type === 'TEXT' ? (message.content?.text ?? '') : prefixSender(nonTextSummary(message), message, participants);
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, MESSAGING.inboxRowChars).join('');
}

/**
 * Spec 2 §3 Post reference: "gif and photoset are derived": a photo post with more than one photo is
 * a photoset, one whose picture is a GIF is a GIF; the other accepted types are as stored.
 */
export function postKind(post: NonNullable<Message['post']>): string {
  if (post.type !== 'photo') return post.type;
  if ((post.photo_count ?? 1) > 1) return 'photoset';
  return /\.gif(?:$|\?)/i.test(post.thumbnail_url ?? '') ? 'gif' : 'photo';
}

/** "sent a …" for a message that is not text (spec 2 §8 "Post message summaries"). */
export function nonTextSummary(message: Message): string {
  // An image is a photo, or a GIF (spec 2 §1; §8 "sent a GIF").
  if (message.type === 'IMAGE') return message.image && isGifImage(message.image) ? 'sent a GIF' : 'sent a photo';
  const post = message.post;
  if (!post) return 'sent a post';
  if (post.state === 'disabled') return "sent a post that's no longer available";
  return POST_SUMMARIES[postKind(post)] ?? 'sent a post';
}

function prefixSender(summary: string, message: Message, participants: readonly Participant[]): string {
  const sender = participants.find((p) => p.uuid === message.participant);
  return sender ? `${sender.name} ${summary}` : summary.charAt(0).toUpperCase() + summary.slice(1);
}
