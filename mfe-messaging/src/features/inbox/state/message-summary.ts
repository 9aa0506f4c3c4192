import { MESSAGING, type Message, type Participant } from '@dash/shared-contracts';
import { isGifImage } from '../../../lib/gif-image';

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

function nonTextSummary(message: Message): string {
  // An image is a photo, or a GIF (spec 2 §1; §8 "sent a GIF").
  if (message.type === 'IMAGE') return message.image && isGifImage(message.image) ? 'sent a GIF' : 'sent a photo';
  const post = message.post;
  if (!post) return 'sent a post';
  if (post.state === 'disabled') return "sent a post that's no longer available";
  return POST_SUMMARIES[post.type] ?? 'sent a post';
}

function prefixSender(summary: string, message: Message, participants: readonly Participant[]): string {
  const sender = participants.find((p) => p.uuid === message.participant);
  return sender ? `${sender.name} ${summary}` : summary.charAt(0).toUpperCase() + summary.slice(1);
}
