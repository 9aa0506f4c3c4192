import type { Photo, PostContent } from '@dash/shared-contracts';
import { containsIgnoringCase } from '../../db/dialect/text-match';
import type { MediaRow } from '../../db/types';
import { badRequest } from '../../lib/app-error';
import type { FetchGuard } from '../../lib/fetch-guard';
import type { Rendition, Variant } from '../../lib/photo-renditions';
import { COMPOSE_LIMITS } from '../../lib/limits';
import { parseJson } from '../../lib/json';
import { mediaUrl } from '../../plugins/app/media';
import type { Executor } from '../../repositories/executor';
import type { PreparedMedia } from '../media/store-media';
import { fetchPhotoByUrl, isOutsideUrl } from './fetch-photo';

/** The Photo of a media row; `variants` (AVIF/WebP) only when the row has some (not GIFs, not old rows). */
export function photoFromMedia(
  media: Pick<MediaRow, 'path' | 'sizes' | 'width' | 'height'> & { variants?: string },
  caption = '',
): Photo {
  const sizes = parseJson<Rendition[]>(media.sizes, []);
  const variants = parseJson<Variant[]>(media.variants ?? '[]', []);
  const largest = sizes[0];
  return {
    url: mediaUrl(largest?.path ?? media.path),
    width: largest?.width ?? media.width ?? 1,
    height: largest?.height ?? media.height ?? 1,
    caption,
    alt_sizes: sizes.map((s) => ({ url: mediaUrl(s.path), width: s.width, height: s.height })),
    ...(variants.length > 0
      ? { variants: variants.map((v) => ({ url: mediaUrl(v.path), type: v.type, width: v.width, height: v.height })) }
      : {}),
  };
}

async function findMediaByRef(db: Executor, ref: string): Promise<MediaRow | undefined> {
  const trimmed = ref.trim();
  if (/^\d+$/.test(trimmed)) return db.selectFrom('media').selectAll().where('id', '=', Number(trimmed)).executeTakeFirst();
  if (trimmed.startsWith('/media/')) {
    const rel = trimmed.slice('/media/'.length);
    const byPath = await db.selectFrom('media').selectAll().where('path', '=', rel).executeTakeFirst();
    if (byPath) return byPath;
    // A rendition URL (…-540.jpg) of an upload: match the upload it belongs to.
    return db
      .selectFrom('media')
      .selectAll()
      .where(containsIgnoringCase(db, 'sizes', `"${rel.replace(/"/g, '')}"`))
      .executeTakeFirst();
  }
  return undefined;
}

const usableBy = (media: MediaRow | undefined, userId: number) =>
  media && (media.owner_user_id === null || media.owner_user_id === userId);

/**
 * images[...] references: an upload id, an upload URL, a photo the edited post already has, or an
 * outside image URL (downloaded here; `fetched` is stored by the caller inside its transaction).
 */
export async function resolvePhotos(
  db: Executor,
  userId: number,
  refs: { ref: string }[],
  existing: PostContent | null,
  guard: FetchGuard,
): Promise<{ photos: (Photo | null)[]; fetched: PreparedMedia[] }> {
  const photos: (Photo | null)[] = [];
  const byUrl = new Map<string, PreparedMedia>();
  // Too many photos is refused by buildContent: downloading them first would only waste time.
  const mayFetch = refs.length <= COMPOSE_LIMITS.photos_per_post;
  for (const { ref } of refs) {
    const kept = existing?.photos?.find((p) => p.url === ref || p.alt_sizes.some((s) => s.url === ref));
    if (kept) {
      photos.push(kept);
      continue;
    }
    if (isOutsideUrl(ref)) {
      if (!mayFetch) {
        photos.push(null);
        continue;
      }
      const url = ref.trim();
      const prepared = byUrl.get(url) ?? (await fetchPhotoByUrl(url, guard));
      byUrl.set(url, prepared);
      photos.push(photoFromMedia(prepared.values));
      continue;
    }
    const media = await findMediaByRef(db, ref);
    photos.push(usableBy(media, userId) && media?.kind === 'image' ? photoFromMedia(media) : null);
  }
  return { photos, fetched: [...byUrl.values()] };
}

/** preuploaded_url of an audio or video upload. */
export async function resolveUpload(db: Executor, userId: number, url: string, kind: 'audio' | 'video') {
  if (!url) return null;
  const media = await findMediaByRef(db, url);
  if (!usableBy(media, userId) || media?.kind !== kind) throw badRequest('That upload was not found. Upload the file again.');
  return { url: mediaUrl(media.path), width: media.width, height: media.height };
}
