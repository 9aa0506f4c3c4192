import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const dir = mkdtempSync(join(tmpdir(), 'dash-e2e-media-'));

/**
 * A real camera-style JPEG: the pixels are stored landscape (1600×800, red on the left half, blue on
 * the right) with EXIF Orientation 6 ("rotate 90° clockwise to display"). Shown upright it is a
 * portrait 800×1600 with red on top; redrawn to at most 1080 it becomes 540×1080.
 */
export async function exifRotatedJpeg(name = 'camera.jpg'): Promise<string> {
  const half = (colour: string) =>
    sharp({ create: { width: 800, height: 800, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const [red, blue] = await Promise.all([half('#d0021b'), half('#1f4dd8')]);
  const buffer = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#ffffff' } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: 800, top: 0 },
    ])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const meta = await sharp(buffer).metadata();
  if (meta.orientation !== 6) throw new Error('the fixture JPEG lost its EXIF orientation');
  const file = join(dir, name);
  writeFileSync(file, buffer);
  return file;
}

/** A small plain PNG. */
export async function smallPng(name = 'small.png', colour = '#2e7d32'): Promise<string> {
  const file = join(dir, name);
  await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return file;
}

/** A text file that claims to be a JPEG by its name (the browser then reports image/jpeg). */
export function lyingJpeg(name = 'not-really.jpg'): string {
  const file = join(dir, name);
  writeFileSync(file, 'This is plain text pretending to be a photo.\n'.repeat(50));
  return file;
}

/** The demo media the seed uses (server/src/db/seed/fixtures). */
export const DEMO_MP3 = join(__dirname, '..', '..', 'server', 'src', 'db', 'seed', 'fixtures', 'demo.mp3');
export const DEMO_MP4 = join(__dirname, '..', '..', 'server', 'src', 'db', 'seed', 'fixtures', 'demo.mp4');
