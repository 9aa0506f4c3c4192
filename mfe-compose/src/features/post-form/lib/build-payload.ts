import { tagsField, WIRE_POST_TYPES } from '@dash/shared-contracts';
import type { AnyPostType, PostState, PostUpdateRequest } from '@dash/shared-contracts';
import { REBLOG_SLOTS, RICH_FIELDS, WIRE_SLOTS, type FieldName, type FormMode, type PostDraft } from './field-specs';
import { publishOnIso, stateCodeFor } from './post-states';

/** The wire payload of POST /svc/post/update, described once in shared-contracts (the server parses it with PostUpdateRequestSchema). */
export type SavePayload = PostUpdateRequest;

/**
 * "a, #b ,, c" → "a,b,c": the comma list post[tags] carries, by the tag rules the server applies too
 * (shared-contracts normalizeTags: duplicates, #, spaces, 140 characters, 30 tags).
 */
export const normalizeTags = tagsField;

/** The page a base route belongs to, sent as context_page (e.g. /tagged/cats → tagged). */
export function contextPageOf(base: string): string {
  return base.split('/').filter(Boolean)[0] ?? 'dashboard';
}

export interface PayloadInput {
  type: AnyPostType;
  mode: FormMode;
  /** A reblog, or an edit of a reblog: only the comment goes in post[two]. */
  isReblog: boolean;
  blog: string;
  base: string;
  draft: PostDraft;
  /** The post being edited (edit mode). */
  postId?: string;
  /** The post being reblogged (reblog mode). */
  reblog?: { postId: string; key: string };
  originalState: PostState | null;
  /** MEDIA's payload entries (photoPayload, audioPayload, videoPayload), added as they are. */
  mediaEntries?: Record<string, string>;
}

const SLOTS = ['one', 'two', 'three'] as const;

function wireValue(name: FieldName, value: string): string {
  if (name === 'chat') return value.replace(/\r\n?/g, '\n').trim();
  return RICH_FIELDS.has(name) ? value : value.trim();
}

/**
 * The form-encoded POST /svc/post/update payload (spec 1 §7). Rich fields go as the editor gave
 * them (HTML for 'rich', the typed source for 'html'/'markdown') and are flagged in is_rich_text.
 */
export function buildSavePayload(input: PayloadInput): SavePayload {
  const { draft, type } = input;
  const slots = input.isReblog ? REBLOG_SLOTS : WIRE_SLOTS[type];
  const payload: SavePayload = { channel_id: input.blog, 'post[type]': WIRE_POST_TYPES[type] };
  if (input.mode === 'edit' && input.postId) {
    payload.post_id = input.postId;
    payload.edit_post_id = input.postId;
  }
  for (const slot of SLOTS) {
    const name = slots[slot];
    payload[`post[${slot}]`] = name ? wireValue(name, draft.fields[name]) : '';
    payload[`is_rich_text[${slot}]`] = name && RICH_FIELDS.has(name) ? '1' : '0';
  }
  payload['post[state]'] = stateCodeFor(draft.state, input.originalState) ?? draft.state;
  if (draft.state === 'scheduled') payload['post[publish_on]'] = publishOnIso(draft.publishOn) ?? '';
  payload['post[tags]'] = normalizeTags(draft.fields.tags);
  payload['post[source_url]'] = draft.fields.sourceUrl.trim();
  payload['post[slug]'] = draft.fields.slug.trim();
  payload.editor_type = draft.editorType;
  if (type === 'link' && !input.isReblog) {
    payload.excerpt = draft.fields.excerpt.trim();
    payload.author = draft.fields.author.trim();
    if (draft.fields.thumbnail.trim()) payload.thumbnail = draft.fields.thumbnail.trim();
    else if (input.mode === 'edit') payload.remove_thumbnail = '1';
  }
  if (input.mode === 'reblog' && input.reblog) {
    payload.is_reblog = '1';
    payload.reblog_key = input.reblog.key;
    payload.reblog_post_id = input.reblog.postId;
  }
  payload.context_page = contextPageOf(input.base);
  if (!input.isReblog) Object.assign(payload, input.mediaEntries ?? {});
  return payload;
}
