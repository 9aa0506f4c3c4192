import type { ConversationRow, MessageRow } from '../db/types';
import type { Executor } from './executor';

/** Sum of precomputed unread counts per blog (one indexed query). */
export async function unreadMessagesByBlog(db: Executor, blogIds: readonly number[]): Promise<Map<number, number>> {
  if (blogIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversation_participants')
    .select(['blog_id', (eb) => eb.fn.sum<number>('unread_count').as('total')])
    .where('blog_id', 'in', [...blogIds])
    .where('unread_count', '>', 0)
    .groupBy('blog_id')
    .execute();
  return new Map(rows.map((r) => [r.blog_id, Number(r.total)]));
}

/** Unread counts per conversation for the given blogs: what the poll endpoint answers. */
export function unreadByConversation(db: Executor, blogIds: readonly number[]) {
  if (blogIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conversation_participants')
    .select(['blog_id', 'conversation_id', 'unread_count'])
    .where('blog_id', 'in', [...blogIds])
    .where('unread_count', '>', 0)
    .execute();
}

export function findConversation(db: Executor, id: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function participantsOf(db: Executor, conversationIds: readonly number[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conversation_participants')
    .selectAll()
    .where('conversation_id', 'in', [...conversationIds])
    .execute();
}

/** A page of a blog's conversations, newest activity first. */
export function listConversations(db: Executor, blogId: number, before: { ts: number; id: number } | null, limit: number) {
  let q = db
    .selectFrom('conversations')
    .innerJoin('conversation_participants as cp', 'cp.conversation_id', 'conversations.id')
    .selectAll('conversations')
    .where('cp.blog_id', '=', blogId)
    .where('cp.left_at', 'is', null);
  if (before) {
    q = q.where((eb) =>
      eb.or([
        eb('conversations.last_modified_ts', '<', before.ts),
        eb.and([eb('conversations.last_modified_ts', '=', before.ts), eb('conversations.id', '<', before.id)]),
      ]),
    );
  }
  return q.orderBy('conversations.last_modified_ts', 'desc').orderBy('conversations.id', 'desc').limit(limit).execute();
}

/** The conversation whose participants are exactly these blogs, if one exists. */
export async function findConversationBetween(db: Executor, blogIds: readonly number[]): Promise<ConversationRow | undefined> {
  const unique = [...new Set(blogIds)].sort((a, b) => a - b);
  const first = unique[0];
  if (first === undefined) return undefined;
  const candidates = await db
    .selectFrom('conversation_participants')
    .select('conversation_id')
    .where('blog_id', '=', first)
    .execute();
  const parts = await participantsOf(
    db,
    candidates.map((c) => c.conversation_id),
  );
  const byConversation = new Map<number, number[]>();
  for (const p of parts) byConversation.set(p.conversation_id, [...(byConversation.get(p.conversation_id) ?? []), p.blog_id]);
  for (const [id, members] of byConversation) {
    const sorted = [...members].sort((a, b) => a - b);
    if (sorted.length === unique.length && sorted.every((m, i) => m === unique[i])) return findConversation(db, id);
  }
  return undefined;
}

/**
 * A new conversation between the blogs. `createdBy` (the sending blog) counts toward its daily limit on
 * new conversations; `blurredFor` are the participants whose view blurs images (until they unblur).
 */
export async function insertConversation(
  db: Executor,
  blogIds: readonly number[],
  now: number,
  options: { createdBy?: number; blurredFor?: readonly number[] } = {},
): Promise<number> {
  const row = await db
    .insertInto('conversations')
    .values({
      status: 'ACTIVE',
      created_at: now,
      last_modified_ts: now,
      is_possible_spam: 0,
      is_blurred_images: 0,
      created_by_blog_id: options.createdBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const blurred = new Set(options.blurredFor ?? []);
  await db
    .insertInto('conversation_participants')
    .values(
      [...new Set(blogIds)].map((blog_id) => ({
        conversation_id: row.id,
        blog_id,
        last_read_ts: now,
        unread_count: 0,
        is_blurred_images: blurred.has(blog_id) ? 1 : 0,
      })),
    )
    .execute();
  return row.id;
}

/** How many conversations the blog started since `sinceMs` (the daily limit; index conversations_created_by). */
export async function countConversationsStartedSince(db: Executor, blogId: number, sinceMs: number): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_by_blog_id', '=', blogId)
    .where('created_at', '>=', sinceMs)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The blog leaves the conversation (migration 011): its inbox no longer lists it and its unread
 * count is zeroed, but it stays a participant, so the others' next message brings it back (with
 * only what came after now). The conversation is deleted when everybody has left. Call in a
 * transaction: migration 008's update trigger moves poll_counters with the unread count.
 */
export async function removeParticipant(db: Executor, conversationId: number, blogId: number, now = Date.now()): Promise<void> {
  const conversation = await findConversation(db, conversationId);
  await db
    .updateTable('conversation_participants')
    .set({ left_at: now, history_from: conversation?.last_modified_ts ?? now, unread_count: 0, last_read_ts: now })
    .where('conversation_id', '=', conversationId)
    .where('blog_id', '=', blogId)
    .execute();
  const members = await participantsOf(db, [conversationId]);
  if (members.every((m) => m.left_at !== null)) await db.deleteFrom('conversations').where('id', '=', conversationId).execute();
}

/** Clears the blur of images in this participant's view (one-way, spec 2 §4). */
export async function unblurImages(db: Executor, conversationId: number, blogId: number): Promise<void> {
  await db
    .updateTable('conversation_participants')
    .set({ is_blurred_images: 0 })
    .where('conversation_id', '=', conversationId)
    .where('blog_id', '=', blogId)
    .execute();
}

export async function insertConversationFlag(
  db: Executor,
  values: {
    conversationId: number;
    blogId: number;
    userId: number;
    type: string;
    context: string;
    flagged: number[];
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('conversation_flags')
    .values({
      conversation_id: values.conversationId,
      blog_id: values.blogId,
      user_id: values.userId,
      type: values.type,
      context: values.context,
      flagged_blog_ids: JSON.stringify(values.flagged),
      created_at: values.now,
    })
    .execute();
}

/** Each conversation's newest message that `readerBlogId` has not deleted for itself (migration 021). */
export function lastMessages(db: Executor, conversationIds: readonly number[], readerBlogId: number): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('messages')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('messages as m')
        .select((e) => e.fn.max<number>('m.id').as('id'))
        .where('m.conversation_id', 'in', [...conversationIds])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('message_hides as h')
                .select('h.message_id')
                .whereRef('h.message_id', '=', 'm.id')
                .where('h.blog_id', '=', readerBlogId),
            ),
          ),
        )
        .groupBy('m.conversation_id'),
    )
    .execute();
}

/**
 * A page of a conversation's messages, newest first, as `readerBlogId` sees them: only what came
 * after its `history_from` (migration 011: what it had before it left stays gone), in one statement.
 */
export function listMessages(
  db: Executor,
  conversationId: number,
  readerBlogId: number,
  beforeTs: number | null,
  limit: number,
): Promise<MessageRow[]> {
  let q = db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('ts', '>', (eb) =>
      eb.fn.coalesce(
        eb
          .selectFrom('conversation_participants')
          .select('history_from')
          .where('conversation_id', '=', conversationId)
          .where('blog_id', '=', readerBlogId),
        eb.lit(0),
      ),
    );
  if (beforeTs !== null) q = q.where('ts', '<', beforeTs);
  // Messages this reader deleted for itself (migration 021) are left out.
  q = q.where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('message_hides')
          .select('message_hides.message_id')
          .whereRef('message_hides.message_id', '=', 'messages.id')
          .where('message_hides.blog_id', '=', readerBlogId),
      ),
    ),
  );
  return q.orderBy('ts', 'desc').limit(limit).execute();
}

export function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes one message for one blog only (migration 021); deleting it again changes nothing. */
export async function hideMessage(db: Executor, messageId: number, blogId: number, now: number): Promise<void> {
  await db
    .insertInto('message_hides')
    .values({ message_id: messageId, blog_id: blogId, created_at: now })
    .onConflict((oc) => oc.columns(['blog_id', 'message_id']).doNothing())
    .execute();
}

/** Adds a message: bumps last_modified_ts and the other participants' unread counts. Call in a transaction. */
export async function insertMessage(
  db: Executor,
  values: {
    conversationId: number;
    senderBlogId: number;
    type: string;
    text: string | null;
    postId: number | null;
    image: string | null;
    now: number;
  },
): Promise<MessageRow> {
  // ts is the message identifier too: strictly increasing within a conversation. Taken and stored in
  // one statement, which holds the conversation's row until the transaction ends: messages sent at
  // once through several instances (PostgreSQL) each get their own ts.
  const stamped = await db
    .updateTable('conversations')
    .set((eb) => ({ last_modified_ts: eb.fn('max', [eb.val(values.now), eb('last_modified_ts', '+', 1)]) }))
    .where('id', '=', values.conversationId)
    .returning('last_modified_ts')
    .executeTakeFirst();
  const ts = stamped?.last_modified_ts ?? values.now;
  const row = await db
    .insertInto('messages')
    .values({
      conversation_id: values.conversationId,
      sender_blog_id: values.senderBlogId,
      type: values.type,
      text: values.text,
      post_id: values.postId,
      image: values.image,
      ts,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversation_participants')
    .set((eb) => ({ unread_count: eb('unread_count', '+', 1) }))
    .where('conversation_id', '=', values.conversationId)
    .where('blog_id', '!=', values.senderBlogId)
    .execute();
  await db
    .updateTable('conversation_participants')
    .set({ last_read_ts: ts, unread_count: 0 })
    .where('conversation_id', '=', values.conversationId)
    .where('blog_id', '=', values.senderBlogId)
    .execute();
  // Whoever had left is back in the conversation (migration 011), seeing only what came after they left.
  await db
    .updateTable('conversation_participants')
    .set({ left_at: null })
    .where('conversation_id', '=', values.conversationId)
    .where('left_at', 'is not', null)
    .execute();
  return row;
}

export async function markRead(db: Executor, conversationId: number, blogId: number, ts: number): Promise<void> {
  await db
    .updateTable('conversation_participants')
    .set({ unread_count: 0, last_read_ts: ts })
    .where('conversation_id', '=', conversationId)
    .where('blog_id', '=', blogId)
    .execute();
}
