import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from './helpers';

/** Every file in the test app's media folder, sorted: compare before and after to prove nothing was stored. */
export function mediaFiles(ctx: TestContext): string[] {
  const dir = path.join(ctx.dir, 'media');
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).sort() : [];
}

/** A small solid PNG (a real image for upload tests). */
export function tinyPng(width = 40, height = 30, background = '#ff0000'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
