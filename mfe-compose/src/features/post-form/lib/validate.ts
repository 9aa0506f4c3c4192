import type { AnyPostType, PostState } from '@dash/shared-contracts';
import { RICH_FIELDS, type FormMode, type PostDraft } from './field-specs';
import { publishOnIso, stateCodeFor } from './post-states';
import { hasPendingImages, isBlankRich } from './rich-text';

export const MESSAGES = {
  textEmpty: 'Post body empty.',
  noQuote: 'No quote.',
  noUrl: 'No url.',
  badUrl: 'Not a valid URL',
  ogLoading: 'Loading OpenGraph data.',
  noChat: 'No chat.',
  noQuestion: 'Post question empty.',
  /** Not in the spec: the server's words for an empty answer (POST /answer and /svc/post/update). */
  noAnswer: 'Write an answer first.',
  pendingImages: 'There are still pending images.',
  badState: 'Invalid "state" value',
  // The server's own words for a schedule without a date (spec 1 §5 is silent).
  noPublishOn: 'Choose a date and time to publish this post.',
} as const;

const HOST = '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z][a-z0-9-]*[a-z0-9]';
const IPV4 = '(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** Spec 1 §5: http or https, a host, IP or localhost, optional port, path, query and fragment. */
const URL_RULE = new RegExp(
  `^https?://(?:${HOST}|${IPV4}|localhost)(?::\\d{1,5})?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`,
  'i',
);

export function isValidUrl(value: string): boolean {
  return URL_RULE.test(value.trim());
}

export interface ValidationInput {
  type: AnyPostType;
  mode: FormMode;
  /** True for a reblog and for an edit of a reblog: only the comment is edited. */
  isReblog: boolean;
  draft: PostDraft;
  /** The state of the post being edited (null for a new post or a reblog). */
  originalState: PostState | null;
  /** The link form's OpenGraph lookup is still running. */
  openGraphLoading: boolean;
  /** What MEDIA's validators said about the photo, audio or video value. */
  mediaError: string | null;
}

function typeRule(input: ValidationInput): string | null {
  const f = input.draft.fields;
  switch (input.type) {
    case 'text':
      return f.title.trim() === '' && isBlankRich(f.body) ? MESSAGES.textEmpty : null;
    case 'quote':
      return isBlankRich(f.quote) ? MESSAGES.noQuote : null;
    case 'link':
      if (input.openGraphLoading) return MESSAGES.ogLoading;
      if (f.url.trim() === '') return MESSAGES.noUrl;
      return isValidUrl(f.url) ? null : MESSAGES.badUrl;
    case 'chat':
      return f.chat.trim() === '' ? MESSAGES.noChat : null;
    case 'answer':
      if (f.question.trim() === '') return MESSAGES.noQuestion;
      return isBlankRich(f.answer) ? MESSAGES.noAnswer : null;
    default:
      return null;
  }
}

/**
 * Every rule the post breaks, in the spec's words (spec 1 §5), or [] when it may be sent. The
 * server checks again; its message is shown when it still refuses.
 */
export function validatePost(input: ValidationInput): string[] {
  const errors: string[] = [];
  const { draft } = input;
  if (stateCodeFor(draft.state, input.originalState) === null) errors.push(MESSAGES.badState);
  else if (draft.state === 'scheduled' && publishOnIso(draft.publishOn) === null) errors.push(MESSAGES.noPublishOn);
  if (!input.isReblog) {
    const rule = typeRule(input);
    if (rule) errors.push(rule);
    if (input.mediaError) errors.push(input.mediaError);
  }
  const pending = [...RICH_FIELDS].some((name) => hasPendingImages(draft.fields[name]));
  if (pending && !errors.includes(MESSAGES.pendingImages)) errors.push(MESSAGES.pendingImages);
  return errors;
}
