import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** SQLite stores booleans as 0/1 integers. */
export type Bool = number;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  password_salt: string;
  primary_blog_id: number | null;
  is_verified_email: Bool;
  can_message: Bool;
  is_sounds_enabled: Bool;
  default_editor_type: string;
  language: string;
  liked_post_count: Generated<number>;
  friend_count: Generated<number>;
  polling_token: string;
  created_at: number;
  /** Migration 010: POST /svc/conversations/tutorial_seen. */
  has_seen_messaging_tutorial: Generated<Bool>;
  /** Migration 012: POST /svc/settings/dashboard, several conversation windows side by side. */
  messaging_multiple_windows: Generated<Bool>;
  /** Migration 014: JSON of the notification switches that differ from the defaults. */
  notification_settings: Generated<string>;
  /** Migration 016: the guided tour was finished or skipped (POST /svc/tour/done); 0 for a new account. */
  tour_done: Generated<Bool>;
  /** Migration 015: may moderate blogs (the five toggles). */
  is_admin: Generated<Bool>;
  /** Migration 019: the connected Twitter username (no network is called), null when none. */
  twitter_username: Generated<string | null>;
  /** Migration 019: the connected Facebook name, null when none. */
  facebook_name: Generated<string | null>;
  /** Migration 023: the alt text reminder when posting a photo without one (issue 13); on (1) by default. */
  alt_text_reminder: Generated<Bool>;
}

export interface BlogsTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  title: string;
  description: string;
  avatar: string | null;
  theme: string;
  owner_user_id: number;
  asks: Bool;
  anonymous_asks: Bool;
  can_receive_messages: Bool;
  mention_key: string;
  post_count: Generated<number>;
  follower_count: Generated<number>;
  unread_count: Generated<number>;
  drafts_count: Generated<number>;
  queue_count: Generated<number>;
  created_at: number;
  /** Migration 010: messages only from blogs the owner follows (428), off by default. */
  messages_from_followed_only: Generated<Bool>;
  /** Migration 014: the blog's sharing switches (POST /settings/save); off by default. */
  twitter_send_posts: Generated<Bool>;
  facebook_opengraph_send_posts: Generated<Bool>;
  /** Migration 015: the moderation flags (server/README.md "Moderation"); off by default. */
  is_spam: Generated<Bool>;
  is_nsfw: Generated<Bool>;
  is_adult: Generated<Bool>;
  is_uniblock: Generated<Bool>;
  is_suspended: Generated<Bool>;
  /** Migration 023: the avatar's and the header image's alt text (issue 13), '' when none. */
  avatar_alt: Generated<string>;
  header_image_alt: Generated<string>;
}

/** Precomputed poll answers per user (migration 008, kept by triggers): see repositories/poll-counters. */
export interface PollCountersTable {
  user_id: number;
  /** JSON { "<mention_key>": { "<conversation_id>": unread count } } over every blog the user owns. */
  unread_messages: Generated<string>;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  current_blog_id: number | null;
  created_at: number;
  expires_at: number;
}

export interface FollowsTable {
  user_id: number;
  blog_id: number;
  is_subscribed: Bool;
  created_at: number;
}

export interface PostsTable {
  id: Generated<number>;
  blog_id: number;
  type: string;
  state: string;
  format: string;
  content: string;
  tags: string;
  slug: string;
  created_at: number;
  updated_at: number;
  /** Publication time (unix seconds); creation time for posts not yet published. */
  timestamp: number;
  publish_on: number | null;
  root_id: number | null;
  reblog_key: string;
  reblogged_from_post_id: number | null;
  reblogged_from_blog_id: number | null;
  trail: string;
  source_url: string | null;
  asking_blog_id: number | null;
  note_count: Generated<number>;
  like_count: Generated<number>;
  reblog_count: Generated<number>;
  /** When the post was last edited after it was published (unix seconds; migration 024); null: never. */
  edited_at: Generated<number | null>;
}

/** Earlier versions of published posts (migration 024, issue 13 "Edit history"). */
export interface PostVersionsTable {
  id: Generated<number>;
  post_id: number;
  /** JSON: the post's content as posts.content stored it then. */
  content: string;
  /** JSON array of the tags it had then. */
  tags: string;
  started_at: number;
  replaced_at: number;
}

export interface PostTagsTable {
  post_id: number;
  tag: string;
}

/**
 * The FTS5 index of migration 013 on SQLite (rowid = posts.id). PostgreSQL's table has other columns
 * (post_id, blog_id, words: migrations/postgres/013): queries reach either through db/dialect/post-search.ts.
 */
export interface PostSearchTable {
  rowid: number;
  /** `b<blog id>`: searches AND it with their words. */
  blog: string;
  text: string;
  tags: string;
}

export interface LikesTable {
  user_id: number;
  post_id: number;
  created_at: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  blog_id: number;
  type: string;
  from_blog_id: number | null;
  post_id: number | null;
  created_at: number;
  answer_text: string | null;
  reply_text: string | null;
  /** The reblog carrying the commentary of a 'reblog' or 'photo' notification (migration 020). */
  new_post_id: number | null;
}

export interface ConversationsTable {
  id: Generated<number>;
  status: string;
  created_at: number;
  last_modified_ts: number;
  is_possible_spam: Bool;
  is_blurred_images: Bool;
  /** Migration 010: the blog that started it (the daily limit on new conversations); null before 010. */
  created_by_blog_id: number | null;
}

export interface ConversationParticipantsTable {
  conversation_id: number;
  blog_id: number;
  last_read_ts: number;
  unread_count: number;
  /** Migration 010: images blurred in this participant's view (cleared by the unblur flag). */
  is_blurred_images: Generated<Bool>;
  /** Migration 011: when this participant left (deleted the conversation, flagged it); null while in it. */
  left_at: number | null;
  /** Migration 011: messages at or before this ts are not shown to this participant (their history before leaving). */
  history_from: Generated<number>;
}

/** Migration 010: spam and unblur flags on conversations. */
export interface ConversationFlagsTable {
  id: Generated<number>;
  conversation_id: number;
  blog_id: number;
  user_id: number;
  type: string;
  context: string;
  /** JSON array of the flagged blogs' ids (spam). */
  flagged_blog_ids: Generated<string>;
  created_at: number;
}

/** Migration 021: a message one blog deleted for itself (message controls, spec 3 §2 screen 13). */
export interface MessageHidesTable {
  message_id: number;
  blog_id: number;
  created_at: number;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_blog_id: number;
  type: string;
  text: string | null;
  post_id: number | null;
  image: string | null;
  ts: number;
}

export interface MediaTable {
  id: Generated<number>;
  owner_user_id: number | null;
  kind: string;
  path: string;
  mime: string;
  width: number | null;
  height: number | null;
  sizes: string;
  /** JSON: AVIF/WebP variants of a photo (migration 007). */
  variants: Generated<string>;
  created_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string | null;
  subject: string;
  body: string;
  meta: string;
  created_at: number;
}

export interface LogEventsTable {
  id: Generated<number>;
  received_at: number;
  user_id: number | null;
  event: string;
  /** Migration 018: the intake (lady, cslog), the event's name and its UTC day (YYYY-MM-DD), uuid. */
  log_key: Generated<string>;
  name: Generated<string>;
  day: Generated<string>;
  uuid: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface BlocksTable {
  blog_id: number;
  blocked_blog_id: number;
  created_at: number;
}

export interface PostPromotionsTable {
  id: Generated<number>;
  post_id: number;
  tag: string;
  blog_id: number;
  created_at: number;
}

export interface RepliesTable {
  id: Generated<number>;
  post_id: number;
  blog_id: number;
  text: string;
  created_at: number;
}

/** One-time email verification links (migration 004); only the token's SHA-256 is kept. */
export interface EmailVerificationsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  email: string;
  created_at: number;
  expires_at: number;
}

/** Failed logins per normalised email ('login') and wrong current passwords per user ('password'). */
export interface AuthThrottlesTable {
  scope: string;
  key: string;
  failures: number;
  first_failure_at: number;
  last_failure_at: number;
  locked_until: number;
}

/** Migration 015: every change of a blog's moderation flag and every admin grant or revoke. */
export interface ModerationLogTable {
  id: Generated<number>;
  /** null: the command line (npm run admin). */
  actor_user_id: number | null;
  actor_name: string | null;
  blog_id: number | null;
  blog_name: string | null;
  user_id: number | null;
  /** spam | nsfw | adult | uniblock | suspended | admin */
  flag: string;
  value: Bool;
  created_at: number;
}

/** Migration 019: what the /abuse form reports (POST /svc/abuse). */
export interface AbuseReportsTable {
  id: Generated<number>;
  reporter_user_id: number;
  reporter_name: string;
  /** post | blog | message */
  subject_kind: string;
  subject_id: string;
  blog_name: string | null;
  excerpt: string;
  reason: string;
  details: string;
  created_at: number;
}

/** Migration 022: @fastify/rate-limit's counts, shared by every instance (repositories/rate-limits.ts). */
export interface RateLimitsTable {
  key: string;
  /** When the key's current window started, in milliseconds. */
  window_start: number;
  window_ms: number;
  count: number;
}

export interface Database {
  users: UsersTable;
  blogs: BlogsTable;
  sessions: SessionsTable;
  poll_counters: PollCountersTable;
  follows: FollowsTable;
  posts: PostsTable;
  post_tags: PostTagsTable;
  post_versions: PostVersionsTable;
  post_search: PostSearchTable;
  likes: LikesTable;
  notifications: NotificationsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  conversation_flags: ConversationFlagsTable;
  messages: MessagesTable;
  message_hides: MessageHidesTable;
  media: MediaTable;
  outbox: OutboxTable;
  log_events: LogEventsTable;
  settings: SettingsTable;
  blocks: BlocksTable;
  post_promotions: PostPromotionsTable;
  replies: RepliesTable;
  email_verifications: EmailVerificationsTable;
  auth_throttles: AuthThrottlesTable;
  moderation_log: ModerationLogTable;
  abuse_reports: AbuseReportsTable;
  rate_limits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type BlogRow = Selectable<BlogsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type PostUpdate = Updateable<PostsTable>;
export type PostVersionRow = Selectable<PostVersionsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type MediaRow = Selectable<MediaTable>;
