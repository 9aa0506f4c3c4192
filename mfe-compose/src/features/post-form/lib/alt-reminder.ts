import type { AnyPostType, User } from '@dash/shared-contracts';
import { firstPhotoWithoutAlt } from '../../photo-field';
import { REBLOG_SLOTS, RICH_FIELDS, WIRE_SLOTS, type PostDraft } from './field-specs';
import type { MediaDraft } from './media-draft';

const IMG_TAG = /<img\b[^>]*>/gi;
const ALT_ATTRIBUTE = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** How many inline images of an editor value have no alt text (blank counts as none). */
export function inlineImagesWithoutAlt(html: string): number {
  let count = 0;
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const match = ALT_ATTRIBUTE.exec(tag);
    const alt = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
    if (alt.trim() === '') count += 1;
  }
  return count;
}

export interface AltReminderInput {
  type: AnyPostType;
  isReblog: boolean;
  draft: PostDraft;
  media: MediaDraft;
}

/**
 * Issue 13: the post about to be sent has an image a person added without alt text: a photo of a
 * photo post, or an inline image in a rich field the post sends (a reblog: its comment only, so a
 * reblog without new images never asks). HTML and Markdown authors write alt themselves: their
 * source is not checked.
 */
export function hasImageWithoutAlt({ type, isReblog, draft, media }: AltReminderInput): boolean {
  if (type === 'photo' && !isReblog && firstPhotoWithoutAlt(media.photos)) return true;
  if (draft.editorType !== 'rich') return false;
  const slots = isReblog ? REBLOG_SLOTS : WIRE_SLOTS[type];
  return Object.values(slots).some(
    (name) => name !== undefined && RICH_FIELDS.has(name) && inlineImagesWithoutAlt(draft.fields[name]) > 0,
  );
}

/** The reminder is on unless the user turned it off in /settings/dashboard (absent: on). */
export function altReminderEnabled(user: User | null): boolean {
  return user?.alt_text_reminder !== false;
}
