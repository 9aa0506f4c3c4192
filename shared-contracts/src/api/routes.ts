import type { ModerationFlag } from '../moderation-constants';
import type { FeedPage } from '../schemas/post';

const enc = encodeURIComponent;

/**
 * The HTTP API route table (spec 1 §7, spec 2 §7, spec 3 §7, plus the account calls the spec leaves
 * to us). Front ends call these through the ApiClient; the server registers the same paths.
 * Every mutation carries the form key (header `X-Form-Key` or body field `form_key`).
 */
export const API_ROUTES = {
  // Account and session (not in the spec: designed here, see server/README.md).
  session: '/svc/session',
  register: '/svc/account/register',
  login: '/svc/account/login',
  logout: '/svc/account/logout',
  changePassword: '/svc/account/password',
  switchBlog: '/svc/session/current_blog',
  dashboardSettings: '/svc/settings/dashboard',
  /** The guided tour was finished or skipped (`{ done: true }`), or is to be taken again (`{ done: false }`). */
  tourDone: '/svc/tour/done',
  // Settings pages (issue 10 item 8; server/README.md "Settings").
  changeEmail: '/svc/settings/account/email',
  deleteAccount: '/svc/settings/account/delete',
  createBlog: '/svc/account/blogs',
  notificationSettings: '/svc/settings/notifications',
  blogSettings: (blogName: string) => `/svc/settings/blog/${enc(blogName)}`,
  blogAvatar: (blogName: string) => `/svc/settings/blog/${enc(blogName)}/avatar`,
  blogHeaderImage: (blogName: string) => `/svc/settings/blog/${enc(blogName)}/header`,
  /** Spec 1 §7 / spec 3 §7: the blog's sharing switches, form-encoded, on or off. */
  settingsSave: '/settings/save',

  // Posts and feed (spec 1 §7).
  feed: (page: FeedPage, direction: 'before' | 'after', refPostId: string) => `/svc/post/${page}/${direction}/${enc(refPostId)}`,
  postFormBuilderData: '/svc/post/get_post_form_builder_data',
  postUpdate: '/svc/post/update',
  postFetch: '/svc/post/fetch',
  postDelete: '/svc/post/delete',
  postNotes: '/svc/post/notes',
  /** GET: a post's earlier versions; DELETE with post_id and version_id: one of them (issue 13). */
  postVersions: '/svc/post/versions',
  videoData: '/svc/post/get_video_data',
  openGraph: '/svc/post/opengraph',
  gifSearch: '/svc/search/inline_gif',
  conversionLog: '/svc/log/conversion',
  promote: '/svc/promote',
  unpromote: '/svc/unpromote',
  like: '/svc/like',
  unlike: '/svc/unlike',
  fastReblog: '/fast_reblog',
  reply: '/svc/reply',
  publish: '/publish',
  answer: '/answer',
  approveSubmission: '/approve_submission',
  denySubmission: '/deny_submission',
  follow: '/svc/follow',
  unfollow: '/svc/unfollow',
  following: '/svc/following',
  suggestedBlogs: '/svc/suggestions/blogs',
  /** The logged-out mobile drawer's splash picture (spec 3 §2; ours: server/README.md "Splash"). */
  splash: '/svc/splash',
  subscription: (blogName: string) => `/svc/blog/${enc(blogName)}/subscription`,
  blockAdd: '/svc/block/add',
  blockRemove: '/svc/block/remove',

  // Blogs (spec 3 §7).
  blogHeader: '/svc/indash_blog/header',
  blogPosts: '/svc/indash_blog/posts',
  blogData: '/svc/data/tumblelog',
  blogPopover: (name: string) => `/svc/tumblelog_popover/${enc(name)}`,
  ask: '/svc/post/ask',
  /** Blog search (spec 3 §7): the term is the last path segment; query next_offset, limit, sort, post_type, post_role, filter_nsfw. */
  blogSearch: (blogName: string, term: string) => `/svc/search/blog_search/${enc(blogName)}/${enc(term)}`,
  /** The blog's tags for the search autocomplete (spec 3 §7); optional query q. */
  blogSearchTypeahead: (blogName: string) => `/svc/search/blog_search_typeahead/${enc(blogName)}`,
  /**
   * Sitewide search (issue 10; /search/{term}): public posts of every blog, the term the last path
   * segment; query next_offset, limit, sort (top, CREATED_DESC), post_type, post_role, filter_nsfw.
   */
  siteSearch: (term: string) => `/svc/search/posts/${enc(term)}`,

  // Moderation (spec 1 §6, §7; admins only: server/README.md "Moderation").
  /** POST form `{ tumblelog }`: flips the flag, answers ModerationToggleResponse. */
  moderationToggle: (flag: ModerationFlag) => `/${flag}/toggle`,
  /** GET: the blog's flags and latest changes (ModerationStateResponse). */
  moderation: (blogName: string) => `/svc/moderation/${enc(blogName)}`,

  // Sharing (spec 3 §7).
  shareData: (blogName: string, postId: string) => `/svc/post/share/${enc(blogName)}/${enc(postId)}`,
  share: (network: 'email' | 'twitter' | 'facebook' | 'pinterest' | 'reddit') => `/svc/share/${network}`,
  /** A blog shared by email (tumblelog_share): tumblelog_name, email_address, message, allow_reply_to. */
  emailTumblelog: '/svc/email_tumblelog',
  /** The connected Facebook account's name and label (FacebookStatusResponse); 404 when none. */
  facebookStatus: '/svc/facebook_status',

  // Connected accounts, reports and the admin pages (issue 11 item 2; server/README.md "Mail, outbox and reports").
  /** GET: Connections; POST `{ twitter_username?, facebook_name? }` ('' removes one). */
  connections: '/svc/settings/account/connections',
  /** GET `?post=` | `?blog=` | `?message=`: what the abuse form reports (AbuseSubject). */
  abuseSubject: '/svc/abuse/subject',
  /** POST the subject, reason and details. */
  abuse: '/svc/abuse',
  /** GET `?before=` (admins): OutboxPage, newest first. */
  adminOutbox: '/svc/admin/outbox',
  /** GET `?before=` (admins): AbuseReportsPage, newest first. */
  adminReports: '/svc/admin/reports',

  // Messaging (spec 2 §7).
  poll: '/services/poll',
  conversations: '/svc/conversations',
  messages: '/svc/conversations/messages',
  /** DELETE: one message, for the acting blog only (query message_id, participant). */
  deleteMessage: '/svc/conversations/message',
  participantSuggestions: '/svc/conversations/participant_suggestions',
  conversationFlag: '/svc/conversations/flag',
  participantInfo: '/svc/conversations/participant_info',
  tutorialSeen: '/svc/conversations/tutorial_seen',
  messagingSettings: '/svc/conversations/settings',

  // Uploads (spec 1 §7 leaves the path open): multipart, one file; answers { id, kind, url, photo? }.
  mediaUpload: '/svc/media/upload',

  // Logging (spec 3 §7; log-events.ts): product events, client error reports, and the admins' counts.
  log: '/svc/log/lady',
  clientErrorLog: '/services/cslog',
  adminEvents: '/svc/admin/events',
} as const;

/** The header that carries the form key on every call. */
export const FORM_KEY_HEADER = 'x-form-key';
export const FORM_KEY_FIELD = 'form_key';
