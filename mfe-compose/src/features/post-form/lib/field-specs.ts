import type { AnyPostType, EditorType, PostState } from '@dash/shared-contracts';

/** Every text field the post forms edit (the media values live beside them, see media-draft.ts). */
export interface PostFields {
  title: string;
  body: string;
  quote: string;
  source: string;
  url: string;
  description: string;
  excerpt: string;
  author: string;
  thumbnail: string;
  chat: string;
  caption: string;
  question: string;
  answer: string;
  /** The reblogger's own words (reblogs, and edits of a reblog). */
  comment: string;
  tags: string;
  sourceUrl: string;
  slug: string;
}

export type FieldName = keyof PostFields;

export const EMPTY_FIELDS: PostFields = {
  title: '',
  body: '',
  quote: '',
  source: '',
  url: '',
  description: '',
  excerpt: '',
  author: '',
  thumbnail: '',
  chat: '',
  caption: '',
  question: '',
  answer: '',
  comment: '',
  tags: '',
  sourceUrl: '',
  slug: '',
};

/** Fields edited with the rich editor (HTML for 'rich', the typed source for 'html'/'markdown'). */
export const RICH_FIELDS: ReadonlySet<FieldName> = new Set(['body', 'quote', 'description', 'caption', 'answer', 'comment']);

/** The form's mode: a reblog, or an edit of a reblog, only edits the comment. */
export type FormMode = 'new' | 'edit' | 'reblog';

/** What the form edits, apart from media: the text fields, the state choice and the editor type. */
export interface PostDraft {
  fields: PostFields;
  state: PostState;
  /** The datetime-local value of "Publish on" (local time, no zone); '' when none. */
  publishOn: string;
  editorType: EditorType;
}

export function emptyDraft(editorType: EditorType): PostDraft {
  return { fields: EMPTY_FIELDS, state: 'published', publishOn: '', editorType };
}

export const TYPE_LABELS: Record<AnyPostType, string> = {
  text: 'text',
  photo: 'photo',
  quote: 'quote',
  link: 'link',
  chat: 'chat',
  audio: 'audio',
  video: 'video',
  answer: 'answer',
};

/** Which slot of post[one|two|three] holds each field, per type (spec 1 §7 wire names). */
export const WIRE_SLOTS: Record<AnyPostType, Partial<Record<'one' | 'two' | 'three', FieldName>>> = {
  text: { one: 'title', two: 'body' },
  photo: { two: 'caption' },
  quote: { one: 'quote', two: 'source' },
  link: { one: 'title', two: 'url', three: 'description' },
  chat: { one: 'title', two: 'chat' },
  audio: { two: 'caption' },
  video: { two: 'caption' },
  answer: { one: 'question', two: 'answer' },
};

/** A reblog keeps the original and sends only the comment, in post[two]. */
export const REBLOG_SLOTS: Partial<Record<'one' | 'two' | 'three', FieldName>> = { two: 'comment' };
