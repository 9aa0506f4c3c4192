import { STATE_CODES, WIRE_POST_TYPES } from '@dash/shared-contracts';
import { textToParagraphs } from './body-html';
import type { FormType, PostFields } from './field-specs';

export type SavePayload = Record<string, string>;

/** "a, #b ,, c" → "a,b,c": the comma list post[tags] carries. */
export function normalizeTags(tags: string): string {
  return tags
    .split(',')
    .map((tag) => tag.trim().replace(/^#+/, '').trim())
    .filter((tag) => tag !== '')
    .join(',');
}

/** The page a base route belongs to, sent as context_page (e.g. /tagged/cats → tagged). */
export function contextPageOf(base: string): string {
  return base.split('/').filter(Boolean)[0] ?? 'dashboard';
}

/**
 * The form-encoded POST /svc/post/update payload for a new published post (spec 1 §7). Rich
 * fields go as escaped paragraphs and are flagged with is_rich_text; the server sanitizes again.
 */
export function buildSavePayload(input: { type: FormType; blog: string; fields: PostFields; base: string }): SavePayload {
  const { type, blog, fields } = input;
  const f = {
    title: fields.title.trim(),
    source: fields.source.trim(),
    url: fields.url.trim(),
  };
  let one = '';
  let two = '';
  let three: string | undefined;
  const rich = { one: '0', two: '0', three: '0' };
  switch (type) {
    case 'text':
      one = f.title;
      two = textToParagraphs(fields.body);
      rich.two = '1';
      break;
    case 'quote':
      one = textToParagraphs(fields.quote);
      two = f.source;
      rich.one = '1';
      break;
    case 'link':
      one = f.title;
      two = f.url;
      three = textToParagraphs(fields.description);
      rich.three = '1';
      break;
    case 'chat':
      one = f.title;
      two = fields.chat.replace(/\r\n?/g, '\n').trim();
      break;
  }
  const payload: SavePayload = {
    channel_id: blog,
    'post[type]': WIRE_POST_TYPES[type],
    'post[one]': one,
    'post[two]': two,
    'post[state]': STATE_CODES.published,
    'post[tags]': normalizeTags(fields.tags),
    editor_type: 'rich',
    context_page: contextPageOf(input.base),
    'is_rich_text[one]': rich.one,
    'is_rich_text[two]': rich.two,
    'is_rich_text[three]': rich.three,
  };
  if (three !== undefined) payload['post[three]'] = three;
  return payload;
}
