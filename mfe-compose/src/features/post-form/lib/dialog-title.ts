import type { AnyPostType, Post } from '@dash/shared-contracts';
import { TYPE_LABELS, type FormMode } from './field-specs';

/** The form dialog's accessible name (spec 1 §2; names chosen in the task, see README). */
export function dialogTitle(mode: FormMode, type: AnyPostType, post: Post | null): string {
  if (type === 'answer' && post) return `Answer ${post.content.asking_name || 'Anonymous'}'s question`;
  if (mode === 'reblog') return `Reblog ${post?.blog.name ?? ''}'s post`;
  if (mode === 'edit') return `Edit ${TYPE_LABELS[type]} post`;
  return `New ${TYPE_LABELS[type]} post`;
}

/** The discard question of spec 1 §2. */
export function discardTitle(mode: FormMode): string {
  return mode === 'edit' ? 'Discard edits to this post?' : 'Discard this post?';
}
