import type { Photo } from '@dash/shared-contracts';

/** One <source> of a <picture>: a format's widths as a `srcset` with w-descriptors. */
export interface PhotoSource {
  type: string;
  srcSet: string;
}

const srcSetOf = (sizes: readonly { url: string; width: number }[]) =>
  sizes.map((size) => `${size.url} ${size.width}w`).join(', ');

/**
 * The <source> elements of a photo, one per format in the order the server lists them (best first, so
 * a browser takes AVIF, then WebP); none for photos stored before variants existed, and for GIFs.
 */
export function photoSources(photo: Photo): PhotoSource[] {
  const byType = new Map<string, { url: string; width: number }[]>();
  for (const variant of photo.variants ?? []) {
    const sizes = byType.get(variant.type) ?? [];
    if (!sizes.some((s) => s.width === variant.width)) sizes.push(variant);
    byType.set(variant.type, sizes);
  }
  return [...byType].map(([type, sizes]) => ({ type, srcSet: srcSetOf(sizes) }));
}

/** The fallback <img>'s `srcset`: the photo and its smaller JPEG renditions, each width once. */
export function fallbackSrcSet(photo: Photo): string {
  const sizes = [{ url: photo.url, width: photo.width }, ...photo.alt_sizes];
  return srcSetOf(sizes.filter((size, i) => sizes.findIndex((s) => s.width === size.width) === i));
}
