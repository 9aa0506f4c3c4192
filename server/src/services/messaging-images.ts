import type { Message, PostContent } from '@dash/shared-contracts';
import type { MediaRow } from '../db/types';
import { badRequest, notFound } from '../lib/app-error';
import { parseJson } from '../lib/json';
import { blogBlocksUser, userBlocksBlog } from '../repositories/blocks';
import type { Executor } from '../repositories/executor';
import { findMediaByPath } from '../repositories/media';
import { findVisiblePost } from '../repositories/visible-posts';
import type { Auth } from '../types/fastify';
import { gifsOf } from './gif-search/extract';
import { photoFromMedia } from './post-form/resolve-media';

export type MessageImage = NonNullable<Message['image']>;

/** Spec 2 §5 / §9: a GIF picked from the search is sent at the 250-pixel size. */
export const GIF_MESSAGE_WIDTH = 250;

export const GIF_ERRORS = {
  missingPost: 'Which GIF? gif_post_id is missing.',
  missingUrl: 'Which GIF? gif_url is missing.',
  unavailable: "That GIF isn't available anymore.",
  notInPost: "That GIF isn't in that post.",
  notStored: 'Only GIFs stored here can be sent. Pick another one.',
} as const;

/**
 * The stored image of an IMAGE message (spec 2 §3 Image), the same shape for uploads and GIFs:
 * `url`/`width`/`height` the rendition to draw (the largest, or the one `preferWidth` wide when the
 * media has it), `alt_sizes` every rendition (largest first) and `original_size` the largest.
 */
export function messageImage(media: MediaRow, preferWidth?: number): MessageImage {
  const photo = photoFromMedia(media);
  const largest = { url: photo.url, width: photo.width, height: photo.height };
  const preferred = preferWidth ? photo.alt_sizes.find((s) => s.width === preferWidth) : undefined;
  return { ...(preferred ?? largest), alt_sizes: photo.alt_sizes, original_size: largest };
}

/** A non-empty `alt` on a TEXT or POSTREF message (issue 13). */
export const NOT_AN_IMAGE_ALT = 'Only image messages have alt text.';

/** The message image with the sender's alt text, or (blank) the one it already has: a GIF's from its post. */
export function withAlt(image: MessageImage, alt: string): MessageImage {
  return { ...image, alt: alt || (image.alt ?? '') };
}

export interface GifReference {
  postId: string;
  url: string;
}

/** The GIF fields of a send request, or null when neither is given. */
export function gifReferenceOf(input: { gif_post_id?: string; gif_url?: string }): GifReference | null {
  const postId = (input.gif_post_id ?? '').trim();
  const url = (input.gif_url ?? '').trim();
  if (!postId && !url) return null;
  if (!postId) throw badRequest(GIF_ERRORS.missingPost, 'gif_post_id');
  if (!url) throw badRequest(GIF_ERRORS.missingUrl, 'gif_url');
  return { postId, url };
}

/**
 * The image of a GIF message (spec 2 §5): the post must be published, visible to the sender and
 * not hidden by a block either way (404 otherwise, as for a missing post); the URL must be one of
 * that post's own GIFs (400) and a file of the platform's media (400): nothing outside is fetched
 * or linked. The image comes from the stored media row (its own sizes), at 250 px when it has that
 * rendition. Reads only: nothing is written here.
 */
export async function messageGif(db: Executor, auth: Auth, ref: GifReference): Promise<MessageImage> {
  const post = await findVisiblePost(db, auth.user.id, Number(ref.postId));
  if (!post || post.state !== 'published') throw notFound(GIF_ERRORS.unavailable);
  if ((await userBlocksBlog(db, auth.user.id, post.blog_id)) || (await blogBlocksUser(db, post.blog_id, auth.user.id)))
    throw notFound(GIF_ERRORS.unavailable);
  const gif = gifsOf(parseJson<PostContent>(post.content, {})).find((g) => g.url === ref.url);
  if (!gif) throw badRequest(GIF_ERRORS.notInPost, 'gif_url');
  const media = ref.url.startsWith('/media/') ? await findMediaByPath(db, ref.url.slice('/media/'.length)) : undefined;
  if (!media || media.kind !== 'image' || media.mime !== 'image/gif') throw badRequest(GIF_ERRORS.notStored, 'gif_url');
  return { ...messageImage(media, GIF_MESSAGE_WIDTH), alt: gif.alt };
}
