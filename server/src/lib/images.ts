import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_PIXEL_LIMITS } from './limits';
import type { ImageSize } from './sniff';

/** Photo renditions, largest first (spec 1 §9: photos are redrawn at most 1080 wide). */
export const PHOTO_WIDTHS = [1080, 540, 250] as const;
export const AVATAR_PIXELS = [48, 96, 128, 512] as const;

export interface Rendition {
  path: string;
  width: number;
  height: number;
}

async function writeFile(mediaDir: string, rel: string, data: Buffer): Promise<void> {
  const file = path.join(mediaDir, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
}

/** Why an image is refused for its size: too many pixels in one frame, or in all of a GIF's frames. */
export type ImageSizeProblem = 'pixels' | 'gif-frames';

/**
 * Checks an image's header size against IMAGE_PIXEL_LIMITS before anything decodes it. Only GIFs count
 * every frame: they are kept as sent (so browsers play them whole), other formats are drawn from their
 * first frame only.
 */
export function imageSizeProblem(size: ImageSize, mime: string): ImageSizeProblem | null {
  const area = size.width * size.height;
  if (area > IMAGE_PIXEL_LIMITS.perFrame) return 'pixels';
  if (mime === 'image/gif' && area * size.frames > IMAGE_PIXEL_LIMITS.gifTotal) return 'gif-frames';
  return null;
}

/** A rendition drawn in memory, not yet written: callers that must not write on failure store it later. */
export interface RenderedRendition extends Rendition {
  data: Buffer;
}

/**
 * JPEG renditions `<relBase>-<width>.jpg` in memory, honouring EXIF orientation, never enlarging.
 * Callers check imageSizeProblem first; sharp's own pixel limit is the second guard, so no path can
 * decode an image bomb even if it skips that check.
 */
export async function renderImageRenditions(relBase: string, input: Buffer | string): Promise<RenderedRendition[]> {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input;
  const source = sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMITS.perFrame }).rotate();
  const meta = await source.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  if (!width) throw new Error('not an image');
  const out: RenderedRendition[] = [];
  for (const target of [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))]) {
    const { data, info } = await source
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    out.push({ path: `${relBase}-${info.width}.jpg`, width: info.width, height: info.height, data });
  }
  return out;
}

/** Writes JPEG renditions `<relBase>-<width>.jpg`, honouring EXIF orientation, never enlarging. */
export async function storeImageRenditions(mediaDir: string, relBase: string, input: Buffer | string): Promise<Rendition[]> {
  const rendered = await renderImageRenditions(relBase, input);
  for (const r of rendered) await writeFile(mediaDir, r.path, r.data);
  return rendered.map(({ path: rel, width, height }) => ({ path: rel, width, height }));
}

/** Square avatar renditions `<relBase>-<size>.jpg` for every size the product asks for. */
export async function storeAvatar(mediaDir: string, relBase: string, svg: string): Promise<void> {
  const source = sharp(Buffer.from(svg));
  for (const size of AVATAR_PIXELS) {
    const data = await source.clone().resize(size, size).jpeg({ quality: 85 }).toBuffer();
    await writeFile(mediaDir, `${relBase}-${size}.jpg`, data);
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A gradient square with the blog's initial: generated, so every blog has a real avatar. */
export function avatarSvg(name: string, from: string, to: string): string {
  const initial = escapeXml((name[0] ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="512" height="512" fill="url(#g)"/>
<circle cx="400" cy="110" r="70" fill="#ffffff" fill-opacity="0.18"/>
<text x="256" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="260" font-weight="bold" fill="#ffffff" text-anchor="middle">${initial}</text>
</svg>`;
}

const PALETTE = ['#00b8ff', '#7c5cff', '#ff4930', '#00cf35', '#ff8a00', '#ff62ce', '#001935', '#1abc9c'];

/** Two palette colours picked from the name, so a blog keeps its colours across restarts. */
export function colorsFor(name: string): [string, string] {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const a = PALETTE[hash % PALETTE.length] ?? '#00b8ff';
  const b = PALETTE[(hash >>> 3) % PALETTE.length] ?? '#001935';
  return [a, a === b ? '#001935' : b];
}

export { writeFile as writeMediaFile };
