// Writes <file>.br (brotli, quality 11) and <file>.gz (gzip, level 9) next to every compressible
// file of a build, once, at build time: the server (@fastify/static preCompressed) and the e2e
// static origins send them as they are, so no request pays for compression and the browser gets
// the smallest encoding. Usage: node scripts/lib/precompress.mjs <dir>...
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text the browser fetches. Source maps (.map) are left out on purpose: only devtools asks for
 * them, they are the largest files (brotli 11 on the shell's 3 MB vendor map costs seconds per
 * build), and the server still compresses them on the fly when asked.
 */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
/** The on-the-fly threshold of the server (plugins/external/compress.ts): smaller files go as they are. */
export const MIN_BYTES = 1024;

async function listFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

async function isFresh(source, target) {
  try {
    return (await stat(target)).mtimeMs >= source.mtimeMs;
  } catch {
    return false;
  }
}

async function compressOne(path) {
  const source = await stat(path);
  if (source.size < MIN_BYTES) return null;
  const [brFile, gzFile] = [`${path}.br`, `${path}.gz`];
  // Idempotent: a build that skipped an unchanged package keeps its encodings.
  if ((await isFresh(source, brFile)) && (await isFresh(source, gzFile))) return null;
  const data = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(brFile, br), writeFile(gzFile, gz)]);
  return { raw: data.length, br: br.length, gz: gz.length };
}

/**
 * @param {string} dir a build folder (shell/dist, a deploy-store version)
 * @returns {Promise<{ files: number, raw: number, br: number, gz: number }>} what was written now
 */
export async function precompressDir(dir) {
  const files = (await listFiles(dir)).filter((f) => PRECOMPRESSED_EXTENSIONS.has(extname(f).toLowerCase()));
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  // Two at a time: the machine may have two cores, and brotli 11 keeps one busy.
  for (let i = 0; i < files.length; i += 2) {
    for (const result of await Promise.all(files.slice(i, i + 2).map(compressOne))) {
      if (!result) continue;
      totals.files += 1;
      totals.raw += result.raw;
      totals.br += result.br;
      totals.gz += result.gz;
    }
  }
  return totals;
}

export const describeTotals = (t) =>
  t.files === 0
    ? 'encodings up to date'
    : `${t.files} files precompressed, ${(t.raw / 1024).toFixed(0)} KB → br ${(t.br / 1024).toFixed(0)} KB, gzip ${(t.gz / 1024).toFixed(0)} KB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) console.log(`${dir}: ${describeTotals(await precompressDir(resolve(dir)))}`);
}
