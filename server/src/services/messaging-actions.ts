import type { ParticipantInfo } from '@dash/shared-contracts';
import { notFound } from '../lib/app-error';
import { nowMs, nowSeconds } from '../lib/time';
import { toBlogRef } from '../mappers/blog';
import { findBlogByUuid, findBlogsByIds, setMessagesFromFollowedOnly, topBlogTags } from '../repositories/blogs';
import { insertConversationFlag, participantsOf, removeParticipant, unblurImages } from '../repositories/conversations';
import type { Executor } from '../repositories/executor';
import { followsSince } from '../repositories/social';
import { markMessagingTutorialSeen } from '../repositories/users';
import type { Auth } from '../types/fastify';
import { blockBlog } from './blocks';
import { conversationFor } from './messaging';
import { ownParticipant, requireVerified } from './messaging-view';

/** How many of the blog's tags participant_info lists (icebreakers). */
const BLOG_TAGS = 5;

export interface FlagResponse {
  conversation_id: string;
  type: 'spam' | 'unblur';
  /** spam: the blogs now blocked by the flagging blog. */
  blocked: string[];
}

/**
 * POST /svc/conversations/flag. `unblur` clears the blurred images of this participant's view.
 * `spam` (spec 2 §8: "%1$s will be blocked and reported. And any trace of this conversation will
 * disappear from your inbox."), in one transaction: the flagging blog blocks every other participant
 * blog that is not the user's own (the same block as POST /svc/block/add: they can no longer message
 * this blog, and follows between them end), the flag is recorded in `conversation_flags`, and the
 * conversation leaves the flagger's inbox (its unread count, and so poll_counters through migration
 * 008's triggers, go with it).
 */
export async function flagConversation(
  db: Executor,
  auth: Auth,
  input: { conversation_id: string; participant?: string; context?: string; type: string },
): Promise<FlagResponse> {
  requireVerified(auth);
  const self = await ownParticipant(db, auth, input.participant);
  const row = await conversationFor(db, self, input.conversation_id.trim(), []);
  if (!row) throw notFound("That conversation doesn't exist.");
  const context = input.context?.trim() || 'inline';
  if (input.type === 'unblur') {
    await unblurImages(db, row.id, self.id);
    return { conversation_id: String(row.id), type: 'unblur', blocked: [] };
  }
  const members = await participantsOf(db, [row.id]);
  const others = (
    await findBlogsByIds(
      db,
      members.map((m) => m.blog_id).filter((id) => id !== self.id),
    )
  ).filter((b) => b.owner_user_id !== auth.user.id);
  await db.transaction().execute(async (trx) => {
    for (const other of others) await blockBlog(trx, self, other);
    await insertConversationFlag(trx, {
      conversationId: row.id,
      blogId: self.id,
      userId: auth.user.id,
      type: 'spam',
      context,
      flagged: others.map((b) => b.id),
      now: nowMs(),
    });
    await removeParticipant(trx, row.id, self.id);
  });
  return { conversation_id: String(row.id), type: 'spam', blocked: others.map((b) => b.name) };
}

/**
 * GET /svc/conversations/participant_info?q={uuid}&participant={own uuid}: the other blog for the
 * icebreakers. Follows are per user (the follows table): "following blog" is the user following it,
 * "blog following you" is its owner following the acting blog; durations are seconds (0 without a follow).
 */
export async function participantInfo(
  db: Executor,
  auth: Auth,
  query: { q: string; participant?: string },
): Promise<ParticipantInfo> {
  requireVerified(auth);
  const self = await ownParticipant(db, auth, query.participant);
  const blog = await findBlogByUuid(db, query.q.trim());
  if (!blog) throw notFound("We couldn't find that Tumblr.");
  const now = nowSeconds();
  const following = (await followsSince(db, auth.user.id, [blog.id])).get(blog.id);
  const followedBy = (await followsSince(db, blog.owner_user_id, [self.id])).get(self.id);
  const ref = toBlogRef(blog);
  return {
    ...ref,
    avatar: ref.avatar_url,
    description: blog.description,
    is_blog_following_you: followedBy !== undefined,
    is_following_blog: following !== undefined,
    duration_blog_following_you: followedBy === undefined ? 0 : Math.max(0, now - followedBy),
    duration_following_blog: following === undefined ? 0 : Math.max(0, now - following),
    blog_tags: await topBlogTags(db, blog.id, BLOG_TAGS),
  };
}

/** POST /svc/conversations/tutorial_seen: remembered on the user (the session's user object says so). */
export async function tutorialSeen(db: Executor, auth: Auth): Promise<{ has_seen_messaging_tutorial: true }> {
  await markMessagingTutorialSeen(db, auth.user.id);
  return { has_seen_messaging_tutorial: true };
}

/** POST /svc/conversations/settings: the acting blog takes messages only from blogs its owner follows (428 for others). */
export async function updateMessagingSettings(
  db: Executor,
  auth: Auth,
  input: { participant?: string; messages_from_followed_only: string },
): Promise<{ participant: string; messages_from_followed_only: boolean }> {
  const self = await ownParticipant(db, auth, input.participant);
  const on = ['1', 'true', 'on', 'yes'].includes(input.messages_from_followed_only.trim().toLowerCase());
  await setMessagesFromFollowedOnly(db, self.id, on);
  return { participant: self.uuid, messages_from_followed_only: on };
}
