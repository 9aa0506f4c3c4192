import { badRequest } from '../../lib/app-error';
import type { Body } from './read-form';

/** Keys whose JSON value is a group of fields (post: { one }, images: { o1 }): their members are checked. */
const GROUPS = new Set(['post', 'images', 'caption', 'id3_tags', 'is_rich_text']);
/** Free-form extras the server does not read as text. */
const SKIPPED = new Set(['share_data']);

const typeName = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function check(name: string, value: unknown): void {
  if (value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return;
  throw badRequest(`Invalid "${name}" type. Expected string, got ${typeName(value)}.`, name);
}

/**
 * Spec 1 §5: each attribute must have the type of its default ('Invalid "x" type. Expected ...,
 * got ...'). Every post field is a string; a repeated form key (an array) or an object is refused
 * before anything is read, so nothing is saved.
 */
export function assertFieldTypes(body: Body): void {
  for (const [key, value] of Object.entries(body)) {
    if (SKIPPED.has(key)) continue;
    if (GROUPS.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, inner] of Object.entries(value as Record<string, unknown>)) check(`${key}[${sub}]`, inner);
      continue;
    }
    check(key, value);
  }
}
