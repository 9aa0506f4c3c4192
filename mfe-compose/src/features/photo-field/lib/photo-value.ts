import { ALT_TEXT, LIMITS, altTextProblem, fitLayout, type Post } from '@dash/shared-contracts';

export interface PhotoItem {
  /** o1, o2, … in the order photos were added; the payload keys. */
  id: string;
  status: 'uploading' | 'complete' | 'error';
  /** Upload progress, 0 to 100. */
  progress: number;
  error?: string;
  /** The upload's id (POST /svc/media/upload answer). */
  mediaId?: string;
  /** The stored image's URL; a photo is complete once it has one (spec 1 §4). */
  url?: string;
  /** An image added by URL (or from GIF search) that was not uploaded from this browser. */
  externalUrl?: string;
  width?: number;
  height?: number;
  caption: string;
  /** Its alt text as typed (issue 13); absent or '' when none. Never cut: past 1,000 the form refuses. */
  alt?: string;
}

export interface PhotoValue {
  photos: PhotoItem[];
  layout: string;
}

export const emptyPhotos: PhotoValue = { photos: [], layout: '' };

export const PHOTO_MESSAGES = {
  none: 'No photos specified.',
  uploading: 'Uploads in progress.',
  pending: 'There are still pending images.',
  /** Not in the spec: a photo the server refused stays as a tile until removed (README). */
  failed: 'Remove the photos that could not be uploaded.',
  tooMany: (max: number) => `You can add at most ${max} photos.`,
  badUrl: 'Enter the URL of a jpg, jpeg, png or gif image.',
  /** A file the upload helper refused before sending, named so the user knows which one. */
  refusedFile: (name: string, message: string) => `${name}: ${message}`,
} as const;

/** What images[id] carries: the upload id, else the stored URL, else the external URL. */
export function photoReference(photo: PhotoItem): string {
  return photo.mediaId ?? photo.url ?? photo.externalUrl ?? '';
}

/** Spec 1 §5 "Photo", in the order a user can act on them. */
export function validatePhotos(v: PhotoValue, maxPhotos: number = LIMITS.photosPerPost): string | null {
  if (v.photos.length === 0) return PHOTO_MESSAGES.none;
  if (v.photos.length > maxPhotos) return PHOTO_MESSAGES.tooMany(maxPhotos);
  if (v.photos.some((p) => p.status === 'uploading')) return PHOTO_MESSAGES.uploading;
  if (v.photos.some((p) => p.status === 'error')) return PHOTO_MESSAGES.failed;
  if (v.photos.some((p) => p.status !== 'complete' || photoReference(p) === '')) return PHOTO_MESSAGES.pending;
  return photosAltProblem(v);
}

/** ALT_TEXT.tooLong when a photo's alt text is past 1,000 characters (the field says so too). */
export function photosAltProblem(v: PhotoValue): string | null {
  for (const photo of v.photos) {
    const problem = altTextProblem(photo.alt ?? '', ALT_TEXT);
    if (problem) return problem;
  }
  return null;
}

/** The first photo without alt text (blank counts as none), for the reminder; null when all have one. */
export function firstPhotoWithoutAlt(v: PhotoValue): PhotoItem | null {
  return v.photos.find((p) => (p.alt ?? '').trim() === '') ?? null;
}

/**
 * images[o1], caption[o1] and alt[o1] (issue 13: trimmed, '' when none) per photo,
 * post[photoset_layout] and post[photoset_order] (spec 1 §7).
 */
export function photoPayload(v: PhotoValue): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const photo of v.photos) {
    payload[`images[${photo.id}]`] = photoReference(photo);
    payload[`caption[${photo.id}]`] = photo.caption.slice(0, LIMITS.photoCaption);
    payload[`alt[${photo.id}]`] = (photo.alt ?? '').trim();
  }
  payload['post[photoset_layout]'] = fitLayout(v.layout, v.photos.length);
  payload['post[photoset_order]'] = v.photos.map((p) => p.id).join(',');
  return payload;
}

/** The photos of a post being edited, complete, keyed o1, o2, … in their order. */
export function photoValueFromPost(post: Post): PhotoValue {
  const photos: PhotoItem[] = (post.content.photos ?? []).map((photo, i) => ({
    id: `o${i + 1}`,
    status: 'complete',
    progress: 100,
    url: photo.url,
    width: photo.width,
    height: photo.height,
    caption: photo.caption.slice(0, LIMITS.photoCaption),
    alt: photo.alt ?? '',
  }));
  return { photos, layout: fitLayout(post.content.layout ?? '', photos.length) };
}

/** The next free id: o{highest + 1}, so a removed photo's id is never reused in the same form. */
export function nextPhotoId(photos: readonly PhotoItem[]): string {
  const highest = photos.reduce((max, p) => Math.max(max, Number(p.id.slice(1)) || 0), 0);
  return `o${highest + 1}`;
}

/** The value with photos changed and the layout kept when it still fits. */
export function withPhotos(v: PhotoValue, photos: PhotoItem[]): PhotoValue {
  return { photos, layout: fitLayout(v.layout, photos.length) };
}

/** Moves the photo at `from` to `to` (drag-to-sort). */
export function movePhoto(v: PhotoValue, from: number, to: number): PhotoValue {
  if (from === to || from < 0 || to < 0 || from >= v.photos.length || to >= v.photos.length) return v;
  const photos = [...v.photos];
  const [moved] = photos.splice(from, 1);
  if (moved) photos.splice(to, 0, moved);
  return { ...v, photos };
}
