import { normalizeTags, type PostUpdateRequest } from '@dash/shared-contracts';

/**
 * Readers of a parsed request body. Every route parses its body with its shared-contracts schema
 * first (lib/validate.ts), so the values here are already strings of bounded length; JSON groups
 * (`{ post: { one } }`) have been flattened to the form's keys (`post[one]`).
 */
export type Body = Record<string, unknown>;

export function str(body: Body, key: string, sub?: string): string {
  const value = body[sub === undefined ? key : `${key}[${sub}]`];
  return typeof value === 'string' ? value : '';
}

export function truthy(body: Body, key: string): boolean {
  return ['1', 'true', 'on', 'yes'].includes(str(body, key).toLowerCase());
}

/** Every `name[sub]` entry of a bracketed group, in payload order. */
export function group(body: Body, key: string): Map<string, string> {
  const out = new Map<string, string>();
  const prefix = `${key}[`;
  for (const [k, v] of Object.entries(body)) {
    if (k.startsWith(prefix) && k.endsWith(']') && typeof v === 'string') out.set(k.slice(prefix.length, -1), v);
  }
  return out;
}

/** The server's reading of the post form's wire payload (PostUpdateRequest, shared-contracts). */
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
  /** Photos in order: `alt` is undefined when the form sent no alt[<key>] (issue 13). */
  images: { key: string; ref: string; caption: string; alt: string | undefined }[];
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

export function readPostForm(body: PostUpdateRequest): PostForm {
  const images = group(body, 'images');
  const captions = group(body, 'caption');
  const alts = group(body, 'alt');
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
    tags: normalizeTags(str(body, 'post', 'tags')),
    publishOn: str(body, 'post', 'publish_on').trim(),
    sourceUrl: str(body, 'post', 'source_url').trim(),
    slug: str(body, 'post', 'slug').trim(),
    editorType: str(body, 'editor_type'),
    images: keys.map((key) => ({ key, ref: images.get(key) ?? '', caption: captions.get(key) ?? '', alt: alts.get(key) })),
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
