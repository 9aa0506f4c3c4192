import type { OwnBlog, PollResponse } from '@dash/shared-contracts';

export interface RisenConversation {
  conversationId: string;
  /** The own blog the conversation belongs to (its mention key's blog). */
  blog: Pick<OwnBlog, 'name' | 'uuid'>;
}

/**
 * The conversations whose unread count went up between two poll answers (spec 2 §7: per mention key,
 * a map of conversation id to unread count). Error answers and unknown mention keys give none.
 */
export function risenConversations(
  previous: PollResponse | null,
  next: PollResponse,
  blogs: readonly Pick<OwnBlog, 'name' | 'uuid' | 'mention_key'>[],
): RisenConversation[] {
  if (!previous || previous.error || next.error) return [];
  const risen: RisenConversation[] = [];
  for (const [mentionKey, conversations] of Object.entries(next.unread_messages ?? {})) {
    const blog = blogs.find((b) => b.mention_key === mentionKey);
    if (!blog) continue;
    const before = previous.unread_messages?.[mentionKey] ?? {};
    for (const [conversationId, count] of Object.entries(conversations)) {
      if (count > (before[conversationId] ?? 0)) risen.push({ conversationId, blog: { name: blog.name, uuid: blog.uuid } });
    }
  }
  return risen;
}
