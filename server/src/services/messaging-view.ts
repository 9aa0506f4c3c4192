import type { Conversation, Participant } from '@dash/shared-contracts';
import type { BlogRow, ConversationRow, MessageRow } from '../db/types';
import { forbidden } from '../lib/app-error';
import { toConversation, toMessage, toParticipant } from '../mappers/conversation';
import { findBlogByUuid, findBlogsByIds } from '../repositories/blogs';
import { lastMessages, participantsOf } from '../repositories/conversations';
import type { Executor } from '../repositories/executor';
import { findVisiblePostsByIds } from '../repositories/visible-posts';
import type { Auth } from '../types/fastify';

export const VERIFY_EMAIL = 'Please verify your email address before talking to a Tumblr.';

/** Spec 2 §8: the sending rules' texts (409, 428, 429). */
export const MESSAGING_ERRORS = {
  notFollowing: 'You can only send messages to Tumblrs you follow.',
  followedOnly: (blog: string) => `Sorry, ${blog} only allows messages from Tumblrs they follow.`,
  dailyLimit: "You've hit the daily limit on new conversations. Impressive.",
} as const;

/** Sending, fetching and polling need a verified email (spec 2 §1). */
export function requireVerified(auth: Auth): void {
  if (!auth.user.is_verified_email) throw forbidden(VERIFY_EMAIL);
}

/** The acting blog, given as a uuid in `participant`: must be one of the user's blogs. */
export async function ownParticipant(db: Executor, auth: Auth, uuid: string | undefined): Promise<BlogRow> {
  const blog = uuid ? await findBlogByUuid(db, uuid) : undefined;
  if (!blog || blog.owner_user_id !== auth.user.id) throw forbidden("That isn't one of your blogs.");
  return blog;
}

/** Follow relations between the viewer's blog and each participant blog. */
export async function participantViews(
  db: Executor,
  auth: Auth,
  self: BlogRow,
  blogs: BlogRow[],
): Promise<Map<number, Participant>> {
  const ids = blogs.map((b) => b.id);
  const iFollow = ids.length
    ? await db.selectFrom('follows').select('blog_id').where('user_id', '=', auth.user.id).where('blog_id', 'in', ids).execute()
    : [];
  const owners = [...new Set(blogs.map((b) => b.owner_user_id))];
  const followMe = owners.length
    ? await db.selectFrom('follows').select('user_id').where('blog_id', '=', self.id).where('user_id', 'in', owners).execute()
    : [];
  const following = new Set(iFollow.map((r) => r.blog_id));
  const followers = new Set(followMe.map((r) => r.user_id));
  return new Map(
    blogs.map((b) => [
      b.id,
      toParticipant(b, { is_following_blog: following.has(b.id), is_blog_following_you: followers.has(b.owner_user_id) }),
    ]),
  );
}

/** Blogs and referenced posts of messages; a post the reader may not see (any more) maps as disabled. */
export async function messageContext(db: Executor, auth: Auth, rows: MessageRow[], known: BlogRow[]) {
  const posts = await findVisiblePostsByIds(
    db,
    auth.user.id,
    rows.map((r) => r.post_id).filter((id): id is number => id !== null),
  );
  const missing = [...rows.map((r) => r.sender_blog_id), ...posts.map((p) => p.blog_id)].filter(
    (id) => !known.some((b) => b.id === id),
  );
  const blogs = new Map([...known, ...(await findBlogsByIds(db, missing))].map((b) => [b.id, b]));
  return { blogs, posts: new Map(posts.map((p) => [p.id, p])) };
}

/** Maps conversations for one of the user's blogs, in a fixed number of queries. */
export async function conversationViews(
  db: Executor,
  auth: Auth,
  self: BlogRow,
  rows: ConversationRow[],
): Promise<Conversation[]> {
  const ids = rows.map((r) => r.id);
  const parts = await participantsOf(db, ids);
  const blogs = await findBlogsByIds(
    db,
    parts.map((p) => p.blog_id),
  );
  const views = await participantViews(db, auth, self, blogs);
  const last = await lastMessages(db, ids, self.id);
  const msgCtx = await messageContext(db, auth, last, blogs);
  return rows.map((row) => {
    const members = parts.filter((p) => p.conversation_id === row.id);
    const selfRow = members.find((p) => p.blog_id === self.id) ?? { last_read_ts: 0, unread_count: 0, is_blurred_images: 0 };
    const others = members.filter((p) => p.blog_id !== self.id).map((p) => blogs.find((b) => b.id === p.blog_id));
    const lastMessage = last.find((m) => m.conversation_id === row.id);
    return toConversation(row, {
      participants: members.map((p) => views.get(p.blog_id)).filter((p): p is Participant => Boolean(p)),
      self: selfRow,
      lastMessage: lastMessage ? toMessage(lastMessage, { conversationId: row.id, ...msgCtx }) : null,
      canSend: others.every((b) => Boolean(b?.can_receive_messages)),
    });
  });
}
