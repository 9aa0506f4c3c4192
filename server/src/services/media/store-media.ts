import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaRow } from '../../db/types';
import { randomToken } from '../../lib/crypto';
import { writeMediaFile } from '../../lib/images';
import { renderPhoto, withoutData } from '../../lib/photo-renditions';
import type { Sniffed } from '../../lib/sniff';
import { nowSeconds } from '../../lib/time';
import type { Executor } from '../../repositories/executor';
import { assertImageSize } from './image-size';

/** The columns of a media row that describe the stored file (what photoFromMedia reads). */
export interface MediaValues {
  kind: string;
  path: string;
  mime: string;
  width: number | null;
  height: number | null;
  /** JSON Rendition[]: the JPEG renditions, largest first (or the GIF as sent). */
  sizes: string;
  /** JSON Variant[]: AVIF and WebP copies for <picture> sources; '[]' for GIFs, audio and video. */
  variants: string;
}

/** A sniffed file made ready in memory: nothing is written until saveMedia. */
export interface PreparedMedia {
  values: MediaValues;
  files: { rel: string; data: Buffer }[];
}

/**
 * Turns sniffed bytes into what is stored: images are redrawn with EXIF orientation into 1080/540/250
 * JPEGs plus AVIF and WebP variants at 1080/720/360 (lib/photo-renditions.ts); GIFs are kept as sent
 * so they stay animated, with no variants; audio and video are kept under the extension of what they
 * really are. Images over the pixel limits throw ImageTooLarge before anything is decoded
 * (every path that stores user images comes through here); other throws mean sharp cannot draw an
 * image the sniffer accepted.
 */
export async function prepareMedia(real: Sniffed, buffer: Buffer): Promise<PreparedMedia> {
  const base = `uploads/${new Date().toISOString().slice(0, 7)}/${randomToken(12)}`;
  const { kind } = real;
  if (kind === 'image' && !real.image) throw new Error('an image without its header size');
  assertImageSize(real);
  if (real.mime === 'image/gif') {
    const size = { path: `${base}.gif`, width: real.image?.width ?? 1, height: real.image?.height ?? 1 };
    return {
      values: {
        kind,
        path: size.path,
        mime: real.mime,
        width: size.width,
        height: size.height,
        sizes: JSON.stringify([size]),
        variants: '[]',
      },
      files: [{ rel: size.path, data: buffer }],
    };
  }
  if (kind === 'image') {
    const { renditions, variants } = await renderPhoto(base, buffer);
    const sizes = withoutData(renditions);
    const first = sizes[0];
    return {
      values: {
        kind,
        path: first?.path ?? '',
        mime: 'image/jpeg',
        width: first?.width ?? null,
        height: first?.height ?? null,
        sizes: JSON.stringify(sizes),
        variants: JSON.stringify(withoutData(variants)),
      },
      files: [...renditions, ...variants].map((r) => ({ rel: r.path, data: r.data })),
    };
  }
  const rel = `${base}${real.ext}`;
  return {
    values: { kind, path: rel, mime: real.mime, width: null, height: null, sizes: '[]', variants: '[]' },
    files: [{ rel, data: buffer }],
  };
}

/** Writes the files, then the media row owned by `ownerId`; `db` may be a transaction. */
export async function saveMedia(db: Executor, mediaDir: string, prepared: PreparedMedia, ownerId: number): Promise<MediaRow> {
  for (const file of prepared.files) await writeMediaFile(mediaDir, file.rel, file.data);
  return db
    .insertInto('media')
    .values({ ...prepared.values, owner_user_id: ownerId, created_at: nowSeconds() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes the files of media whose row was rolled back, so a failed save leaves no orphans. */
export async function discardMediaFiles(mediaDir: string, prepared: PreparedMedia[]): Promise<void> {
  const files = prepared.flatMap((p) => p.files.map((f) => path.join(mediaDir, f.rel)));
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
}
