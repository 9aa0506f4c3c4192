/** Business constants from the specification (spec 1 §9, spec 2 §9, spec 3 §9). */

export const POST_TYPES = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video'] as const;
export type PostType = (typeof POST_TYPES)[number];
/** Every type a post can have, answers (note/answer) included. */
export const ALL_POST_TYPES = [...POST_TYPES, 'answer'] as const;
export type AnyPostType = (typeof ALL_POST_TYPES)[number];

export const POST_STATES = ['published', 'draft', 'queued', 'scheduled', 'private', 'unapproved', 'transcoding'] as const;
export type PostState = (typeof POST_STATES)[number];

export const EDITOR_TYPES = ['rich', 'html', 'markdown'] as const;
export type EditorType = (typeof EDITOR_TYPES)[number];

export const BADGE_CAP = 99;
export const INFINITE_SCROLL_AT = 0.9;
export const HEADER_HEIGHT = 52;
export const AVATAR_SIZES = [16, 24, 30, 40, 48, 64, 96, 128, 512] as const;
export const DEFAULT_AVATAR_SIZE = 128;
export const LOGO_HOVER_IMAGE_COUNT = 10;

export const PAGE_SIZE = 10;

/**
 * The mobile header (spec 3 §4, §9): once the page is scrolled past 45 px the header becomes sticky
 * after a 500 ms delay; then it hides while scrolling down and shows while scrolling up. Phones are
 * viewports narrower than 768 px (the stylesheets' `max-width: 767px` media queries).
 */
export const MOBILE_HEADER = { stickyAfterPx: 45, stickyDelayMs: 500, phoneMaxWidthPx: 767 } as const;

/**
 * `shortcuts:suspend` / `shortcuts:resume` reasons others react to: the ask form's also suspends the
 * mobile drawer while the form is open (spec 3 §4).
 */
export const SUSPEND_REASONS = { askForm: 'ask-form' } as const;

/**
 * Blog search inside a blog (spec 3 §3 "Blog-search model", §4 "Blog search", §9): the request's
 * sort, post type and role values, and the limits both sides apply.
 */
export const BLOG_SEARCH_SORTS = ['CREATED_DESC', 'POPULARITY_DESC'] as const;
export type BlogSearchSort = (typeof BLOG_SEARCH_SORTS)[number];
export const BLOG_SEARCH_POST_TYPES = ['ANY', 'TEXT', 'PHOTO', 'QUOTE', 'LINK', 'CHAT', 'AUDIO', 'VIDEO'] as const;
export type BlogSearchPostType = (typeof BLOG_SEARCH_POST_TYPES)[number];
export const BLOG_SEARCH_POST_ROLES = ['ANY', 'ORIGINAL'] as const;
export type BlogSearchPostRole = (typeof BLOG_SEARCH_POST_ROLES)[number];

export const BLOG_SEARCH = {
  /** Results per page (spec 3 §9 "Blog search default limit 10") and the most a request may ask. */
  limit: 10,
  maxLimit: 50,
  /** The longest term, in characters (after trimming); longer is a 400. */
  termMax: 200,
  /** The deepest next_offset a request may ask for (a deeper page is a 400). */
  maxOffset: 10_000,
  /** next_offset at the end of the results (spec 3 §4: "the end is signalled when next_offset is negative"). */
  end: -1,
  /** Autocomplete: at most 20 tags, hidden 100 ms after blur (spec 3 §9). */
  typeaheadMax: 20,
  typeaheadHideMs: 100,
  /** Focus moves into the search input 300 ms after the bar opens (spec 3 §9). */
  focusDelayMs: 300,
  /** The no-results area's height follows the window, recalculated at most every 300 ms (spec 3 §9). */
  noResultsThrottleMs: 300,
} as const;

/**
 * The blog popover (a post card's blog name or avatar: header card and recent-posts strip) and the
 * blog card (an activity notification's avatar or name): spec 3 §2 screens 2 and 17, §4 "Blog-card
 * popover", §9. mfe-blog draws both; other places ask for them with the `blog:popover` command.
 */
export const BLOG_POPOVER = {
  /** The pointer (or keyboard focus) rests this long on a trigger before the popover is asked for (decision). */
  intentDelayMs: 300,
  /** It closes this long after the pointer (or focus) left both the trigger and the popover… */
  closeDelayMs: 300,
  /** …and is removed this long after that (a fade). */
  removeDelayMs: 250,
  /** The recent-posts strip's bar loader stays at least this long. */
  minLoaderMs: 500,
  /** Fewer highlighted posts than this hide the strip. */
  minHighlightedPosts: 2,
  /** The most highlighted posts the server gives: the most-noted of the blog's latest published posts… */
  highlightedLimit: 3,
  /** …among this many (server/README.md "Blog popover"). */
  highlightedWindow: 20,
} as const;

/**
 * DOM conventions between separately built front ends (no code is shared, only these names):
 * - a trigger of the blog popover carries `data-blog-preview="{blog name}"` (a press on it is not a
 *   click outside that blog's popover);
 * - a popover drawn over another one (the blog card over the activity popover) carries
 *   `data-popover-layer`: a click inside it is not a click outside the popover under it.
 */
export const BLOG_PREVIEW_ATTRIBUTE = 'data-blog-preview';
export const POPOVER_LAYER_ATTRIBUTE = 'data-popover-layer';

export const TIMINGS = {
  postFormLoaderDelayMs: 250,
  saveToastDelayMs: 250,
  scrollAnimationMs: 400,
  scrollDebounceMs: 200,
  fastComposeTileMs: 150,
  fastComposeStaggerMs: 50,
  inlineRemovalFadeMs: 200,
  modalFadeMs: 100,
  glassFadeMs: 150,
  scrollStopDebounceMs: 150,
  logFlushMs: 15000,
  remoteLoadTimeoutMs: 8000,
} as const;

export const MESSAGING = {
  inboxPollMs: 15000,
  basePollMs: 60000,
  maxPollErrors: 3,
  inboxBackoff: [1, 1, 2, 2, 4],
  conversationBackoff: [1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 8, 8, 8, 8, 16],
  typingPollResetMs: 30000,
  composeMax: 4096,
  inboxRowChars: 100,
  paginationImpliedAt: 10,
  imageUploadLimitBytes: 10485760,
  /** Favourites are appended under an inbox of this many conversations or fewer (server data default). */
  favoritesAppendLimit: 3,
} as const;

export const LIMITS = {
  photosPerPost: 10,
  photoCaption: 200,
  photoRedrawMax: 1080,
  askMax: 500,
  tweet: 140,
  shareEmailMax: 100,
  shareMessageMax: 255,
  passwordMin: 10,
  blogNameMax: 32,
} as const;

/** Keys of the feature flags the product knows (spec 1 §1, spec 3 §6). */
export const FEATURE_FLAGS = [
  'is_mobile_handset',
  'responsive_help_docs',
  'indash_blogs',
  'ask_form',
  'is_logged_in',
  'pride_logo',
  'dashboard_refresh',
  /** Spec 3 §6: the mobile header's search filter icon (logged-in users only). */
  'mobile_web_search_filter',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * Alt text (issue 13): every image a person adds may carry a description, plain text of at most
 * 1,000 characters. The field's counter shows from `counterFrom` characters on. Posting a photo
 * without one shows the reminder once per post, unless the user turned it off in
 * /settings/dashboard (`User.alt_text_reminder`).
 */
export const ALT_TEXT = {
  max: 1000,
  counterFrom: 900,
  tooLong: 'Alt text can be at most 1,000 characters.',
  reminder: 'Add a description so everyone can enjoy this image',
  label: 'Alt text',
  badge: 'ALT',
} as const;
