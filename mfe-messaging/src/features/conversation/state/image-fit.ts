import type { Message } from '@dash/shared-contracts';

type MessageImage = NonNullable<Message['image']>;

/** Spec 2 §9: a message thumbnail is 210 px wide; we also keep it at most 150 px high. */
export const THUMB_MAX = { width: 210, height: 150 } as const;

/** The source to draw: the smallest rendition at least 210 px wide, else the original, else `url`. */
export function thumbnailSource(image: MessageImage): string {
  const sizes = [...(image.alt_sizes ?? [])].sort((a, b) => a.width - b.width);
  const fit = sizes.find((s) => s.width >= THUMB_MAX.width);
  return fit?.url ?? image.original_size?.url ?? image.url;
}

/** The image scaled down (never up) to fit 210×150, keeping its ratio. */
export function fitThumbnail(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { ...THUMB_MAX };
  const scale = Math.min(1, THUMB_MAX.width / width, THUMB_MAX.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
