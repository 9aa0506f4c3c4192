import type { AnyPostType } from '@dash/shared-contracts';
import { renderMarkdown } from '../../lib/markdown';
import type { PostForm } from './read-form';

export type EditorType = 'rich' | 'html' | 'markdown';
type Field = 'one' | 'two' | 'three';

/** The form fields that hold HTML for each type (the others are plain text: titles, URLs, chat). */
const HTML_FIELDS: Record<AnyPostType, Field[]> = {
  text: ['two'],
  photo: ['two'],
  quote: ['one', 'two'],
  link: ['three'],
  chat: [],
  audio: ['two'],
  video: ['two'],
  answer: ['two'],
};

/**
 * For html and markdown posts: what the author typed in the HTML fields (stored as
 * content.source_text so an edit reopens as typed), and the form with markdown rendered to HTML.
 * Sanitizing happens afterwards, in buildContent, as for every post.
 */
export function applyEditorType(
  form: PostForm,
  type: AnyPostType,
  editor: EditorType,
  isReblog: boolean,
): { form: PostForm; sourceText: Partial<Record<Field, string>> | null } {
  if (editor === 'rich') return { form, sourceText: null };
  const fields: Field[] = isReblog ? ['two'] : HTML_FIELDS[type];
  const sourceText: Partial<Record<Field, string>> = {};
  const rendered: PostForm = { ...form };
  for (const field of fields) {
    if (!form[field]) continue;
    sourceText[field] = form[field];
    if (editor === 'markdown') rendered[field] = renderMarkdown(form[field]);
  }
  return { form: rendered, sourceText };
}
