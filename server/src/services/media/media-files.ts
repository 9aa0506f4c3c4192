import fs from 'node:fs/promises';
import path from 'node:path';
import { parseJson } from '../../lib/json';

/** Every file of a media row: its path, its renditions and its AVIF/WebP variants. */
export function filesOfMedia(row: { path: string; sizes: string; variants: string }): string[] {
  const listed = [...parseJson<{ path?: unknown }[]>(row.sizes, []), ...parseJson<{ path?: unknown }[]>(row.variants, [])];
  const paths = [row.path, ...listed.map((r) => r.path).filter((p): p is string => typeof p === 'string')];
  return [...new Set(paths.filter(Boolean))];
}

/**
 * Removes files under the media directory, best effort: a file that is already gone, or cannot be
 * removed, does not undo what was committed. Paths that would leave the directory are skipped.
 */
export async function removeMediaFiles(mediaDir: string, rels: readonly string[]): Promise<void> {
  const root = path.resolve(mediaDir);
  await Promise.all(
    rels.map(async (rel) => {
      const file = path.resolve(root, rel);
      if (!file.startsWith(root + path.sep)) return;
      await fs.rm(file, { force: true }).catch(() => undefined);
    }),
  );
}
