import { COMPOSE_LIMITS } from '../../lib/limits';
import { assertFieldTypes } from './check-types';

/**
 * Reads the spec 1 §7 post payload. Form bodies arrive flat (`post[one]`), JSON bodies may nest
 * (`{ post: { one } }`); both are accepted.
 */
export type Body = Record<string, unknown>;

function raw(body: Body, key: string, sub?: string): unknown {
  if (sub === undefined) return body[key];
  const flat = body[`${key}[${sub}]`];
  if (flat !== undefined) return flat;
  const nested = body[key];
  return nested && typeof nested === 'object' ? (nested as Record<string, unknown>)[sub] : undefined;
}

export function str(body: Body, key: string, sub?: string): string {
  const value = raw(body, key, sub);
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : typeof first === 'number' ? String(first) : '';
}

export function truthy(body: Body, key: string): boolean {
  return ['1', 'true', 'on', 'yes'].includes(str(body, key).toLowerCase());
}

/** Every `name[sub]` entry of a bracketed group, in payload order. */
export function group(body: Body, key: string): Map<string, string> {
  const out = new Map<string, string>();
  const nested = body[key];
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    for (const [k, v] of Object.entries(nested as Record<string, unknown>))
      if (typeof v === 'string' || typeof v === 'number') out.set(k, String(v));
  }
  const prefix = `${key}[`;
  for (const [k, v] of Object.entries(body)) {
    if (k.startsWith(prefix) && k.endsWith(']')) {
      const first = Array.isArray(v) ? v[0] : v;
      if (typeof first === 'string' || typeof first === 'number') out.set(k.slice(prefix.length, -1), String(first));
    }
  }
  return out;
}

export interface PostForm {
  channelId: string;
  editPostId: string;
  wireType: string;
  one: string;
  two: string;
  three: string;
  stateCode: string;
  tags: string[];
  publishOn: string;
  sourceUrl: string;
  slug: string;
  editorType: string;
  images: { key: string; ref: string; caption: string }[];
  layout: string;
  preuploadedUrl: string;
  embedCode: string;
  confirmTos: boolean;
  id3: { title: string; artist: string; album: string };
  albumArt: string;
  excerpt: string;
  author: string;
  thumbnail: string;
  reblog: { postId: string; key: string } | null;
  contextPage: string;
}

export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim().replace(/^#+/, '').replace(/\s+/g, ' ').slice(0, 140);
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags.slice(0, COMPOSE_LIMITS.tags_per_post);
}

export function readPostForm(body: Body): PostForm {
  assertFieldTypes(body);
  const images = group(body, 'images');
  const captions = group(body, 'caption');
  const order = str(body, 'post', 'photoset_order')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => images.has(k));
  const keys = order.length > 0 ? order : [...images.keys()];
  const reblogPostId = str(body, 'reblog_post_id');
  return {
    channelId: str(body, 'channel_id'),
    editPostId: str(body, 'edit_post_id') || str(body, 'post_id'),
    wireType: str(body, 'post', 'type'),
    one: str(body, 'post', 'one'),
    two: str(body, 'post', 'two'),
    three: str(body, 'post', 'three'),
    stateCode: str(body, 'post', 'state'),
    tags: parseTags(str(body, 'post', 'tags')),
    publishOn: str(body, 'post', 'publish_on').trim(),
    sourceUrl: str(body, 'post', 'source_url').trim(),
    slug: str(body, 'post', 'slug').trim(),
    editorType: str(body, 'editor_type'),
    images: keys.map((key) => ({ key, ref: images.get(key) ?? '', caption: captions.get(key) ?? '' })),
    layout: str(body, 'post', 'photoset_layout').trim(),
    preuploadedUrl: str(body, 'preuploaded_url').trim(),
    embedCode: str(body, 'embed_code').trim(),
    confirmTos: truthy(body, 'confirm_tos'),
    id3: {
      title: str(body, 'id3_tags', 'title'),
      artist: str(body, 'id3_tags', 'artist'),
      album: str(body, 'id3_tags', 'album'),
    },
    albumArt: str(body, 'album_art').trim(),
    excerpt: str(body, 'excerpt'),
    author: str(body, 'author'),
    thumbnail: str(body, 'thumbnail').trim(),
    reblog: truthy(body, 'is_reblog') || reblogPostId ? { postId: reblogPostId, key: str(body, 'reblog_key') } : null,
    contextPage: str(body, 'context_page') || 'dashboard',
  };
}

/**
 * A request body as a plain record ({} for anything else), so handlers read fields with str(). Its
 * fields must be strings (spec 1 §5 'Invalid "x" type. Expected string, got array.').
 */
export function asBody(body: unknown): Body {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
  assertFieldTypes(record);
  return record;
}
