import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RENDER_SETTINGS, renderPhoto, withoutData, type RenderedPhoto } from '../../lib/photo-renditions';

/**
 * The demo photos are the same SVGs on every seed (the PRNG is seeded), and encoding one as AVIF and
 * WebP costs about 0.2 s of CPU: the 84 demo photos made a fresh seed about 15 s slower. Rendered files
 * are kept in DASH_SEED_CACHE (default `<os tmp>/dash-demo-photos`) under a hash of the SVG, its name
 * and RENDER_SETTINGS, so only the first seed on a machine pays. A damaged entry is rendered again.
 */
const cacheDir = () => process.env.DASH_SEED_CACHE || path.join(os.tmpdir(), 'dash-demo-photos');

const manifestOf = (photo: RenderedPhoto) => ({
  renditions: withoutData(photo.renditions),
  variants: withoutData(photo.variants),
});
type Manifest = ReturnType<typeof manifestOf>;
const fileName = (rel: string) => rel.replace(/[\\/]/g, '_');

async function readEntry(dir: string): Promise<RenderedPhoto | null> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    const load = async <T extends { path: string }>(item: T) => ({
      ...item,
      data: await fs.readFile(path.join(dir, fileName(item.path))),
    });
    return {
      renditions: await Promise.all(manifest.renditions.map(load)),
      variants: await Promise.all(manifest.variants.map(load)),
    };
  } catch {
    return null;
  }
}

/** Writes an entry beside its place, then moves it in whole: a reader never sees half of one. */
async function writeEntry(dir: string, photo: RenderedPhoto): Promise<void> {
  const temp = `${dir}.${process.pid}-${crypto.randomUUID()}`;
  await fs.mkdir(temp, { recursive: true });
  for (const file of [...photo.renditions, ...photo.variants])
    await fs.writeFile(path.join(temp, fileName(file.path)), file.data);
  await fs.writeFile(path.join(temp, 'manifest.json'), JSON.stringify(manifestOf(photo)));
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rename(temp, dir).catch(() => fs.rm(temp, { recursive: true, force: true }));
}

/** renderPhoto for a demo SVG, from the cache when an earlier seed drew the same one. */
export async function renderDemoPhoto(relBase: string, svg: string): Promise<RenderedPhoto> {
  const key = crypto.createHash('sha256').update(RENDER_SETTINGS).update(relBase).update(svg).digest('hex');
  const dir = path.join(cacheDir(), key.slice(0, 32));
  const cached = await readEntry(dir);
  if (cached) return cached;
  const photo = await renderPhoto(relBase, svg);
  // The cache only saves time: a seed never fails because it cannot be written.
  await writeEntry(dir, photo).catch(() => undefined);
  return photo;
}
