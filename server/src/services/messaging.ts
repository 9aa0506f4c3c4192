import {
  ERROR_CODES,
  MESSAGING,
  type Conversation,
  type ConversationsResponse,
  type Message,
  type PollResponse,
} from '@dash/shared-contracts';
import type { BlogRow } from '../db/types';
import { AppError, badRequest, forbidden, notFound, unauthenticated } from '../lib/app-error';
import { assertNotBlockedBy } from './blocks';
import { plainText } from '../lib/sanitize';
import { parseJson } from '../lib/json';
import { ADVISORY_LOCKS, lockForTransaction } from '../db/dialect/advisory-lock';
import { nowMs, nowSeconds } from '../lib/time';
import { toMessage } from '../mappers/conversation';
import { findBlogByUuid, findBlogsByIds } from '../repositories/blogs';
import {
  countConversationsStartedSince,
  findConversation,
  findConversationBetween,
  findMessage,
  hideMessage,
  insertConversation,
  insertMessage,
  listConversations,
  listMessages,
  markRead,
  participantsOf,
  removeParticipant,
} from '../repositories/conversations';
import type { Executor } from '../repositories/executor';
import { findPollCounters, findPollCountersNow, type PollCountersRow } from '../repositories/poll-counters';
import { followersAmong, followsSince } from '../repositories/social';
import { findVisiblePost } from '../repositories/visible-posts';
import type { Auth } from '../types/fastify';
import { discardMediaFiles, saveMedia, type PreparedMedia } from './media/store-media';
import { gifReferenceOf, messageGif, messageImage, NOT_AN_IMAGE_ALT, withAlt } from './messaging-images';
import { cleanAltText } from '../lib/alt-text';
import {
  conversationViews,
  MESSAGING_ERRORS,
  messageContext,
  ownParticipant,
  requireVerified,
  VERIFY_EMAIL,
} from './messaging-view';
import { assertBlogMayAct, canSeeBlog } from './moderation/blog-access';

const INBOX_PAGE = 10;

/**
 * GET /services/poll, step 1: the session's user and their precomputed counters in one indexed read
 * (repositories/poll-counters; the route skips the auth hook's lookup). No session: 401, as for
 * every signed-in endpoint.
 */
export async function pollSession(db: Executor, tokenHash: string | null): Promise<PollCountersRow> {
  const row = tokenHash ? await findPollCounters(db, tokenHash, nowSeconds()) : undefined;
  if (!row) throw unauthenticated();
  return row;
}

/**
 * pollSession run at once when the database connection is idle (repositories/poll-counters): the
 * row, or the same 401; undefined when the read cannot run now, and then pollSession answers.
 */
export function pollSessionNow(db: Executor, tokenHash: string | null): PollCountersRow | undefined {
  if (!tokenHash) throw unauthenticated();
  const row = findPollCountersNow(db, tokenHash, nowSeconds());
  if (row === null) throw unauthenticated();
  return row;
}

// Mention keys as the product makes them (nothing to unescape); integers as JSON writes them.
const PLAIN_KEY = /^[\w.-]+$/;
const COUNTS = /^\{(?:"\d+":-?(?:0|[1-9]\d*)(?:,"\d+":-?(?:0|[1-9]\d*))*)?\}$/;

/**
 * The top-level keys of the counters text when it is exactly what migration 008's triggers write
 * (compact `{"<key>":{"<id>":<n>,…},…}`, keys of letters, digits, `_`, `.` and `-`), or null for
 * anything else, which JSON.parse then reads. Issue 8: parsing the whole text only to learn its
 * keys was a twentieth of a poll request. Whatever it accepts is valid JSON with exactly these keys
 * (a key written twice is listed twice; JSON.parse keeps one, and pollJson compares them as sets).
 */
export function storedCounterKeys(text: string): string[] | null {
  const keys: string[] = [];
  if (text.charCodeAt(0) !== 123) return null; // {
  if (text === '{}') return keys;
  let i = 1;
  for (;;) {
    if (text.charCodeAt(i) !== 34) return null; // "
    const keyEnd = text.indexOf('"', i + 1);
    if (keyEnd < 0) return null;
    const key = text.slice(i + 1, keyEnd);
    if (key === '__proto__' || !PLAIN_KEY.test(key)) return null;
    keys.push(key);
    if (text.charCodeAt(keyEnd + 1) !== 58) return null; // :
    const close = text.indexOf('}', keyEnd + 2);
    if (close < 0 || !COUNTS.test(text.slice(keyEnd + 2, close + 1))) return null;
    i = close + 1;
    if (text.charCodeAt(i) === 44)
      i += 1; // ,
    else return i === text.length - 1 && text.charCodeAt(i) === 125 ? keys : null; // }
  }
}

/**
 * GET /services/poll, step 2: the asked mention keys of the user's own blogs, from the counters, as
 * the PollResponse's JSON text. When every blog of the user is asked (the client asks for all of
 * them), that is the stored text itself.
 */
export function pollJson(session: PollCountersRow, query: { token?: string; mention_keys?: string }): string {
  if (!session.is_verified_email) throw forbidden(VERIFY_EMAIL);
  if (query.token !== session.polling_token) throw forbidden('This polling token is not valid.');
  const keys = (query.mention_keys ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, 50);
  // The usual poll asks for every key the counters hold: their stored text answers, unparsed.
  const stored = session.unread_messages ? storedCounterKeys(session.unread_messages) : null;
  if (stored?.every((key) => keys.includes(key))) return `{"unread_messages":${session.unread_messages}}`;
  const counters = parseJson<Record<string, Record<string, number>>>(session.unread_messages, {});
  const unread: Record<string, Record<string, number>> = {};
  for (const key of keys) {
    const forKey = Object.hasOwn(counters, key) ? counters[key] : undefined;
    if (forKey) unread[key] = forKey;
  }
  const all = session.unread_messages && Object.keys(unread).length === Object.keys(counters).length;
  const answer: PollResponse = { unread_messages: unread };
  return all ? `{"unread_messages":${session.unread_messages}}` : JSON.stringify(answer);
}

export async function inbox(
  db: Executor,
  auth: Auth,
  query: { participant?: string; before?: string },
): Promise<ConversationsResponse> {
  requireVerified(auth);
  const self = await ownParticipant(db, auth, query.participant);
  const m = /^(\d+)_(\d+)$/.exec(query.before ?? '');
  const rows = await listConversations(db, self.id, m ? { ts: Number(m[1]), id: Number(m[2]) } : null, INBOX_PAGE + 1);
  const page = rows.slice(0, INBOX_PAGE);
  const last = page.at(-1);
  const next =
    rows.length > INBOX_PAGE && last
      ? `/svc/conversations?participant=${encodeURIComponent(self.uuid)}&before=${last.last_modified_ts}_${last.id}`
      : null;
  return { conversations: await conversationViews(db, auth, self, page), ...(next ? { _links: { next: { href: next } } } : {}) };
}

export function listParam(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
}

async function blogsByUuids(db: Executor, uuids: string[]): Promise<BlogRow[]> {
  const out: BlogRow[] = [];
  for (const uuid of uuids) {
    const blog = await findBlogByUuid(db, uuid);
    if (!blog) throw notFound("We couldn't find that Tumblr.");
    out.push(blog);
  }
  return out;
}

export async function conversationFor(db: Executor, self: BlogRow, conversationId: string | undefined, participants: string[]) {
  if (conversationId) {
    if (!/^\d+$/.test(conversationId)) throw notFound("That conversation doesn't exist.");
    const row = await findConversation(db, Number(conversationId));
    const members = row ? await participantsOf(db, [row.id]) : [];
    if (!row) throw notFound("That conversation doesn't exist.");
    const me = members.find((m) => m.blog_id === self.id);
    if (!me) throw forbidden("You aren't part of that conversation.");
    // A conversation this blog deleted is gone for it until someone writes again (migration 011).
    if (me.left_at !== null) throw notFound("That conversation doesn't exist.");
    return row;
  }
  const others = await blogsByUuids(
    db,
    participants.filter((u) => u !== self.uuid),
  );
  if (others.length === 0) throw badRequest('Choose who to talk to.');
  return findConversationBetween(db, [self.id, ...others.map((b) => b.id)]);
}

export interface MessagesQuery {
  conversation_id?: string;
  participant?: string;
  participants?: unknown;
  'participants[]'?: unknown;
  before?: string;
  limit?: string;
}

/** GET /svc/conversations/messages: a page of messages, oldest first; marks the conversation read. */
export async function readMessages(db: Executor, auth: Auth, query: MessagesQuery) {
  requireVerified(auth);
  const self = await ownParticipant(db, auth, query.participant);
  const row = await conversationFor(db, self, query.conversation_id, listParam(query.participants ?? query['participants[]']));
  // A conversation that does not exist yet is a 404: the client shows it empty (spec 2 §4).
  if (!row) throw notFound("That conversation doesn't exist yet.");
  const limit = Math.min(Math.max(Number(query.limit) || 20, 1), 50);
  const before = /^\d+$/.test(query.before ?? '') ? Number(query.before) : null;
  const rows = await listMessages(db, row.id, self.id, before, limit + 1);
  const page = rows.slice(0, limit).reverse();
  await markRead(db, row.id, self.id, row.last_modified_ts);
  const fresh = (await findConversation(db, row.id)) ?? row;
  const [conversation] = await conversationViews(db, auth, self, [fresh]);
  const ctx = await messageContext(db, auth, page, []);
  const oldest = page[0];
  return {
    conversation: conversation as Conversation,
    messages: { data: page.map((m) => toMessage(m, { conversationId: row.id, ...ctx })) },
    _links:
      rows.length > limit && oldest
        ? {
            previous: {
              href: `/svc/conversations/messages?conversation_id=${row.id}&participant=${encodeURIComponent(self.uuid)}&before=${oldest.ts}`,
            },
          }
        : {},
  };
}

export interface SendInput {
  conversation_id?: string;
  participant?: string;
  participants?: unknown;
  'participants[]'?: unknown;
  type?: string;
  message?: string;
  post?: string;
  context?: string;
  /** IMAGE from the GIF search: the post it was found in and its URL (services/messaging-images.ts). */
  gif_post_id?: string;
  gif_url?: string;
  /** IMAGE messages: the image's alt text (issue 13); a GIF's defaults to its alt in its post. */
  alt?: string;
}

export interface SendOptions {
  /** New conversations one blog may start in 24 hours (app config newConversationsPerDay). */
  newConversationsPerDay: number;
  /** An IMAGE message's upload, checked and drawn in memory by the route; stored here once every rule passed. */
  image?: { prepared: PreparedMedia; mediaDir: string };
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The sending rules (issue 9), after the verified email, the acting blog and the membership:
 * every recipient can receive messages and has not blocked the sender's account (403); a new
 * conversation needs the sender to follow every recipient (409); a recipient that takes messages
 * only from blogs its owner follows refuses others (428, every message); and a blog starts at most
 * `newConversationsPerDay` conversations in 24 hours (429). The user's own blogs are exempt from the
 * follow rules. Nothing is written before all of them pass.
 */
async function assertMaySend(
  db: Executor,
  auth: Auth,
  self: BlogRow,
  recipients: BlogRow[],
  isNew: boolean,
  options: SendOptions,
): Promise<void> {
  // A suspended blog (hidden from the sender) cannot receive them either.
  if (recipients.some((b) => !b.can_receive_messages || !canSeeBlog(auth, b)))
    throw forbidden("This Tumblr can't receive messages.");
  for (const other of recipients) await assertNotBlockedBy(db, other.id, auth, 'message');
  const others = recipients.filter((b) => b.owner_user_id !== auth.user.id);
  if (isNew) {
    const following = await followsSince(
      db,
      auth.user.id,
      others.map((b) => b.id),
    );
    if (others.some((b) => !following.has(b.id))) throw new AppError(409, ERROR_CODES.conflict, MESSAGING_ERRORS.notFollowing);
  }
  const picky = others.filter((b) => b.messages_from_followed_only);
  if (picky.length > 0) {
    const followers = await followersAmong(
      db,
      self.id,
      picky.map((b) => b.owner_user_id),
    );
    const refusing = picky.find((b) => !followers.has(b.owner_user_id));
    if (refusing) throw new AppError(428, ERROR_CODES.forbidden, MESSAGING_ERRORS.followedOnly(refusing.name));
  }
  if (isNew) await assertUnderDailyLimit(db, self, options);
}

/** 429 once the blog started `newConversationsPerDay` conversations in the last 24 hours. */
async function assertUnderDailyLimit(db: Executor, self: BlogRow, options: SendOptions): Promise<void> {
  const started = await countConversationsStartedSince(db, self.id, nowMs() - DAY_MS);
  if (started >= options.newConversationsPerDay) throw new AppError(429, ERROR_CODES.rateLimited, MESSAGING_ERRORS.dailyLimit);
}

/** POST /svc/conversations/messages: the other participants' unread counts move in the same transaction. */
export async function sendMessage(
  db: Executor,
  auth: Auth,
  input: SendInput,
  options: SendOptions,
): Promise<{ messages: { data: Message[] }; conversation: Conversation }> {
  requireVerified(auth);
  const self = await ownParticipant(db, auth, input.participant);
  const gifRef = gifReferenceOf(input);
  const type = (input.type ?? (options.image || gifRef ? 'IMAGE' : 'TEXT')).toUpperCase();
  if (type !== 'TEXT' && type !== 'POSTREF' && type !== 'IMAGE') throw badRequest('Unknown message type.');
  if (type === 'IMAGE' && !options.image && !gifRef)
    throw badRequest('Attach the image as the multipart field "data", or send a GIF with gif_post_id and gif_url.', 'data');
  if (type !== 'IMAGE' && (options.image || gifRef)) throw badRequest('Unknown message type.', 'type');
  if (options.image && gifRef) throw badRequest('Send a file or a GIF, not both.', 'gif_url');
  const alt = cleanAltText(input.alt, 'alt');
  if (alt && type !== 'IMAGE') throw badRequest(NOT_AN_IMAGE_ALT, 'alt');
  const text = plainText(input.message ?? '');
  if (text.length > MESSAGING.composeMax) throw badRequest(`Messages can be at most ${MESSAGING.composeMax} characters.`);
  let postId: number | null = null;
  if (type === 'POSTREF') {
    const post = /^\d+$/.test(input.post ?? '') ? await findVisiblePost(db, auth.user.id, Number(input.post)) : undefined;
    if (!post || post.state !== 'published') throw notFound("That post isn't available.");
    postId = post.id;
  } else if (type === 'TEXT' && !text) {
    throw badRequest('Write a message first.');
  }
  // A GIF from the search: checked (and its image read) before anything is written.
  const gifImage = gifRef ? withAlt(await messageGif(db, auth, gifRef), alt) : null;
  const participants = listParam(input.participants ?? input['participants[]']);
  const existing = await conversationFor(db, self, input.conversation_id, participants);
  const others = existing
    ? (await participantsOf(db, [existing.id])).filter((p) => p.blog_id !== self.id).map((p) => p.blog_id)
    : (
        await blogsByUuids(
          db,
          participants.filter((u) => u !== self.uuid),
        )
      ).map((b) => b.id);
  const otherRows = await findBlogsByIds(db, others);
  // A suspended blog sends nothing; a uniblocked one writes only to its owner's other blogs.
  assertBlogMayAct(
    self,
    'message',
    otherRows.some((b) => b.owner_user_id !== auth.user.id),
  );
  await assertMaySend(db, auth, self, otherRows, !existing, options);
  // Images in a new conversation are blurred for each recipient whose owner does not follow the sender.
  const followers = existing
    ? new Set<number>()
    : await followersAmong(
        db,
        self.id,
        otherRows.map((b) => b.owner_user_id),
      );
  const blurredFor = existing
    ? []
    : otherRows.filter((b) => b.owner_user_id !== auth.user.id && !followers.has(b.owner_user_id)).map((b) => b.id);
  const now = nowMs();
  const image = options.image;
  const { conversationId, message } = await db
    .transaction()
    .execute(async (trx) => {
      let id = existing?.id;
      if (id === undefined) {
        // Two first messages between the same blogs at once (on several instances too): the second
        // waits for the first's conversation and writes into it.
        await lockForTransaction(trx, ADVISORY_LOCKS.newConversation, [self.id, ...others]);
        id = (await findConversationBetween(trx, [self.id, ...others]))?.id;
      }
      if (id === undefined) {
        // Counted again inside the write and under the sender's lock, so two first messages sent at
        // once cannot both pass the limit.
        await assertUnderDailyLimit(trx, self, options);
        id = await insertConversation(trx, [self.id, ...others], now, { createdBy: self.id, blurredFor });
      }
      const media = image ? await saveMedia(trx, image.mediaDir, image.prepared, auth.user.id) : null;
      const msg = await insertMessage(trx, {
        conversationId: id,
        senderBlogId: self.id,
        type,
        text: text || null,
        postId,
        image: media ? JSON.stringify({ ...messageImage(media), alt }) : gifImage ? JSON.stringify(gifImage) : null,
        now,
      });
      return { conversationId: id, message: msg };
    })
    .catch(async (err: unknown) => {
      // A rolled-back save leaves no image files behind.
      if (image) await discardMediaFiles(image.mediaDir, [image.prepared]);
      throw err;
    });
  const row = await findConversation(db, conversationId);
  if (!row) throw new Error('conversation vanished');
  const [conversation] = await conversationViews(db, auth, self, [row]);
  const ctx = await messageContext(db, auth, [message], [self]);
  return { messages: { data: [toMessage(message, { conversationId, ...ctx })] }, conversation: conversation as Conversation };
}

/** DELETE /svc/conversations/messages: removes the conversation from this blog's inbox. */
export async function leaveConversation(db: Executor, auth: Auth, query: MessagesQuery) {
  requireVerified(auth);
  const self = await ownParticipant(db, auth, query.participant);
  const row = await conversationFor(db, self, query.conversation_id, []);
  if (!row) throw notFound("That conversation doesn't exist.");
  await db.transaction().execute((trx) => removeParticipant(trx, row.id, self.id));
  return { deleted: true };
}

const NO_MESSAGE = "That message doesn't exist.";

/**
 * DELETE /svc/conversations/message (message controls, spec 3 §2 screen 13): the message disappears for
 * the acting blog only (migration 021); the others keep it. Only a message this blog can read may be
 * deleted: one of a conversation it is in (and has not left), after its `history_from`. Anything else
 * is the same 404, so a message id says nothing about conversations one is not part of.
 */
export async function deleteMessageForBlog(
  db: Executor,
  auth: Auth,
  query: { message_id: string; participant?: string },
): Promise<{ deleted: true; id: string }> {
  requireVerified(auth);
  const self = await ownParticipant(db, auth, query.participant);
  const id = Number(query.message_id);
  const message = Number.isSafeInteger(id) ? await findMessage(db, id) : undefined;
  if (!message) throw notFound(NO_MESSAGE);
  const me = (await participantsOf(db, [message.conversation_id])).find((p) => p.blog_id === self.id);
  if (!me || me.left_at !== null || message.ts <= me.history_from) throw notFound(NO_MESSAGE);
  await hideMessage(db, message.id, self.id, nowMs());
  return { deleted: true, id: String(message.id) };
}
