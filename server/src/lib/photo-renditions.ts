import sharp, { type Sharp } from 'sharp';
import { IMAGE_PIXEL_LIMITS } from './limits';

/** JPEG renditions, largest first (spec 1 §9: photos are redrawn at most 1080 wide). */
export const PHOTO_WIDTHS = [1080, 540, 250] as const;

/**
 * AVIF and WebP variants for <picture> (issue 8), largest first: 1080 fills the 540px card at 2x, 720
 * a phone's column at about 1.75x, 360 a row of two or three photos on a phone (server/README.md).
 */
export const VARIANT_WIDTHS = [1080, 720, 360] as const;

/**
 * Variant formats, best first (the order of <source> elements). AVIF effort 2 instead of sharp's
 * default 4: about 5× faster for files 3–5% larger, so an upload stays well under a second.
 */
export const VARIANT_FORMATS = [
  { type: 'image/avif', ext: 'avif', options: { quality: 50, effort: 2 } },
  { type: 'image/webp', ext: 'webp', options: { quality: 75 } },
] as const;

const JPEG_QUALITY = 82;

/** Everything that decides the rendered bytes: a cache of rendered photos keys on it (db/seed/photo-cache.ts). */
export const RENDER_SETTINGS = JSON.stringify({
  PHOTO_WIDTHS,
  JPEG_QUALITY,
  VARIANT_WIDTHS,
  VARIANT_FORMATS,
  sharp: sharp.versions,
});

/** Above this many pixels at 1080 wide (a very tall image) the pixels are not kept in memory. */
const MAX_BUFFERED_PIXELS = 1080 * 1080 * 4;

export interface Rendition {
  path: string;
  width: number;
  height: number;
}

/** An AVIF or WebP copy of a photo at one width; `type` is its MIME type. */
export interface Variant extends Rendition {
  type: string;
}

/** Files drawn in memory, not yet written: callers that must not write on failure store them later. */
export interface RenderedPhoto {
  renditions: (Rendition & { data: Buffer })[];
  variants: (Variant & { data: Buffer })[];
}

/** Distinct target widths for a source `width` wide, never enlarging, in the order given. */
export function targetWidths(widths: readonly number[], width: number): number[] {
  return [...new Set(widths.map((w) => Math.min(w, width)))];
}

/**
 * A factory of sharp pipelines that all start from the photo upright (EXIF orientation applied), on
 * white (transparent areas would show the card's grey placeholder otherwise) and at most 1080 wide.
 * The source is decoded once into raw pixels when they are small enough, so nine outputs cost one
 * decode; a very tall image is decoded again for every output, streamed by libvips instead.
 */
async function uprightSource(bytes: Buffer): Promise<{ width: number; next: () => Sharp }> {
  const source = sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMITS.perFrame }).rotate();
  const meta = await source.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new Error('not an image');
  const largest = Math.min(width, PHOTO_WIDTHS[0]);
  const drawn = () => source.clone().resize({ width: largest, withoutEnlargement: true }).flatten({ background: '#ffffff' });
  if (largest * Math.round((height * largest) / width) > MAX_BUFFERED_PIXELS) return { width: largest, next: drawn };
  const { data, info } = await drawn().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { width: info.width, next: () => sharp(data, { raw }) };
}

/**
 * JPEG renditions `<relBase>-<width>.jpg` and AVIF/WebP variants `<relBase>-<width>.<ext>`, drawn in
 * memory, never enlarging. Callers check imageSizeProblem first; sharp's own pixel limit is the second
 * guard, so no path can decode an image bomb even if it skips that check.
 */
export async function renderPhoto(relBase: string, input: Buffer | string): Promise<RenderedPhoto> {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input;
  const { width, next } = await uprightSource(bytes);
  // Encoded concurrently: about a third faster than one after another on two cores (server/README.md).
  const [renditions, variants] = await Promise.all([
    Promise.all(
      targetWidths(PHOTO_WIDTHS, width).map(async (target) => {
        const jpeg = next().resize({ width: target }).jpeg({ quality: JPEG_QUALITY });
        const { data, info } = await jpeg.toBuffer({ resolveWithObject: true });
        return { path: `${relBase}-${info.width}.jpg`, width: info.width, height: info.height, data };
      }),
    ),
    Promise.all(
      VARIANT_FORMATS.flatMap((format) =>
        targetWidths(VARIANT_WIDTHS, width).map(async (target) => {
          const encoded = next().resize({ width: target }).toFormat(format.ext, format.options);
          const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
          const path = `${relBase}-${info.width}.${format.ext}`;
          return { path, type: format.type, width: info.width, height: info.height, data };
        }),
      ),
    ),
  ]);
  return { renditions, variants };
}

/** What is recorded of rendered files (their paths and sizes), without their bytes. */
export function withoutData<T extends { data: Buffer }>(files: T[]): Omit<T, 'data'>[] {
  return files.map(({ data: _data, ...rest }) => rest);
}
