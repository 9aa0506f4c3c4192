import type { OpenGraph } from '@dash/shared-contracts';
import type { FieldName, PostFields } from './field-specs';
import { escapeHtml } from './rich-text';

/** The link fields OpenGraph may fill. */
export const OG_FIELDS = ['title', 'description', 'excerpt', 'author', 'thumbnail'] as const satisfies readonly FieldName[];

/**
 * Fills the link fields from OpenGraph data without overwriting what the user typed: a field the
 * user touched keeps its value; the others take the page's (so a changed URL refreshes them).
 */
export function applyOpenGraph(fields: PostFields, touched: ReadonlySet<FieldName>, og: OpenGraph): PostFields {
  const found: Record<(typeof OG_FIELDS)[number], string> = {
    title: og.title,
    description: og.excerpt ? `<p>${escapeHtml(og.excerpt)}</p>` : '',
    excerpt: og.excerpt,
    author: og.author,
    thumbnail: og.thumbnail ?? '',
  };
  const next = { ...fields };
  for (const name of OG_FIELDS) {
    if (!touched.has(name)) next[name] = found[name];
  }
  return next;
}
