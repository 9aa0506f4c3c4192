import type { Conversation, Message, Participant } from '@dash/shared-contracts';
import type { BlogRow, ConversationRow, MessageRow, PostRow } from '../db/types';
import { bool, parseJson } from '../lib/json';
import { toBlogRef } from './blog';
import { postPhotoCount, postSummary, postThumbnail, postUrl } from './post';

export function toParticipant(row: BlogRow, rel: { is_blog_following_you: boolean; is_following_blog: boolean }): Participant {
  return {
    ...toBlogRef(row),
    description: row.description,
    can_receive_messages: bool(row.can_receive_messages),
    ...rel,
  };
}

export function toMessage(
  row: MessageRow,
  ctx: { conversationId: number; blogs: Map<number, BlogRow>; posts: Map<number, PostRow> },
): Message {
  const sender = ctx.blogs.get(row.sender_blog_id);
  const type = row.type === 'POSTREF' || row.type === 'IMAGE' ? row.type : 'TEXT';
  const message: Message = {
    conversation_id: String(ctx.conversationId),
    type,
    ts: String(row.ts),
    id: String(row.id),
    participant: sender?.uuid ?? '',
  };
  if (row.text !== null) message.content = { text: row.text };
  if (row.post_id !== null) {
    const post = ctx.posts.get(row.post_id);
    const blog = post ? ctx.blogs.get(post.blog_id) : undefined;
    const available = post && blog && post.state === 'published';
    // A post that is gone, or no longer published, shows nothing of itself (spec 2 §8 "no longer available").
    message.post = available
      ? postReference(post, blog.name)
      : { id: String(row.post_id), blog_name: '', type: 'text', summary: '', post_url: '', state: 'disabled' };
  }
  if (row.image) {
    // Images stored before alt text (issue 13) have none: ''.
    const image = parseJson<NonNullable<Message['image']>>(row.image, { url: '', width: 1, height: 1 });
    message.image = { ...image, alt: image.alt ?? '' };
  }
  return message;
}

function postReference(post: PostRow, blogName: string): NonNullable<Message['post']> {
  const thumbnail = postThumbnail(post);
  return {
    id: String(post.id),
    blog_name: blogName,
    type: post.type,
    summary: postSummary(post),
    post_url: postUrl(blogName, post.id),
    state: 'published',
    ...(thumbnail ? { thumbnail_url: thumbnail.url, thumbnail_width: thumbnail.width, thumbnail_height: thumbnail.height } : {}),
    ...(post.type === 'photo' ? { photo_count: postPhotoCount(post) } : {}),
  };
}

export function toConversation(
  row: ConversationRow,
  ctx: {
    participants: Participant[];
    /** The viewer's participant row; its is_blurred_images (migration 010) is the viewer's view. */
    self: { last_read_ts: number; unread_count: number; is_blurred_images?: number };
    lastMessage: Message | null;
    canSend: boolean;
  },
): Conversation {
  return {
    id: String(row.id),
    status: row.status,
    last_modified_ts: row.last_modified_ts,
    last_read_ts: ctx.self.last_read_ts,
    participants: ctx.participants,
    unread_messages_count: ctx.self.unread_count,
    can_send: ctx.canSend,
    is_possible_spam: bool(row.is_possible_spam),
    is_blurred_images: bool(ctx.self.is_blurred_images ?? row.is_blurred_images),
    last_message: ctx.lastMessage,
  };
}
