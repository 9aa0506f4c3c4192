import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_PIXEL_LIMITS } from './limits';
import type { ImageSize } from './sniff';

export const AVATAR_PIXELS = [48, 96, 128, 512] as const;

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
