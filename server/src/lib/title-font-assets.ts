import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { TITLE_FONTS, TITLE_FONTS_PREFIX, type TitleFont, type TitleFontWebfont } from '@dash/shared-contracts';
import type { Encoding } from './accept-encoding';

/** The weights titles are drawn in (title_font_weight regular and bold). */
export const TITLE_FONT_WEIGHTS = [400, 700] as const;
export type TitleFontWeight = (typeof TITLE_FONT_WEIGHTS)[number];

/**
 * The subsets served. A face's file is only downloaded for a title with characters in its range, so
 * latin-ext costs nothing to a title that has none. Latin comes last: where the two ranges overlap,
 * the last rule wins (the order @fontsource writes them in).
 */
const SUBSETS = ['latin-ext', 'latin'] as const;

export interface TitleFontFace {
  subset: (typeof SUBSETS)[number];
  weight: TitleFontWeight;
  /** The woff2 file's name, served at /fonts/{path}/{file}. */
  file: string;
  unicodeRange: string;
}

/** One served web font: its stylesheet (and its brotli and gzip encodings) and the files it names. */
export interface TitleFontAsset {
  path: string;
  version: string | undefined;
  /** The CSS family of its @font-face rules (the package's own). */
  family: string;
  packageVersion: string;
  faces: TitleFontFace[];
  stylesheet: string;
  encoded: Record<Encoding, Buffer>;
  /** File name → absolute path of every woff2 the stylesheet names, and only those. */
  files: ReadonlyMap<string, string>;
}

interface FontsourceMetadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  license?: { type?: string };
}

const cssString = (value: string) => `'${value.replace(/[\\']/g, '\\$&')}'`;

/** The @font-face rules of a title font: woff2 only, font-display swap, the version in each file's address. */
export function fontFaceCss(asset: Pick<TitleFontAsset, 'family' | 'path' | 'version' | 'faces'>, note: string): string {
  const query = asset.version ? `?v=${encodeURIComponent(asset.version)}` : '';
  const rules = asset.faces.map(
    (face) => `/* ${asset.path}-${face.subset}-${face.weight} */
@font-face {
  font-family: ${cssString(asset.family)};
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weight};
  src: url(${face.file}${query}) format('woff2');
  unicode-range: ${face.unicodeRange};
}
`,
  );
  return `/* ${note} */\n${rules.join('\n')}`;
}

/** Reads one @fontsource package (its folder) into the served asset of a catalogue web font. */
export function readTitleFontAsset(webfont: TitleFontWebfont, packageDir: string): TitleFontAsset {
  const read = (name: string) => fs.readFileSync(path.join(packageDir, name), 'utf8');
  const metadata = JSON.parse(read('metadata.json')) as FontsourceMetadata;
  const ranges = JSON.parse(read('unicode.json')) as Record<string, string>;
  const packageVersion = (JSON.parse(read('package.json')) as { version: string }).version;
  const faces: TitleFontFace[] = [];
  const files = new Map<string, string>();
  for (const subset of SUBSETS) {
    const unicodeRange = ranges[subset];
    if (!metadata.subsets.includes(subset) || !unicodeRange) continue;
    for (const weight of TITLE_FONT_WEIGHTS) {
      if (!metadata.weights.includes(weight)) continue;
      const file = `${metadata.id}-${subset}-${weight}-normal.woff2`;
      const absolute = path.join(packageDir, 'files', file);
      if (!fs.existsSync(absolute)) continue;
      faces.push({ subset, weight, file, unicodeRange });
      files.set(file, absolute);
    }
  }
  if (!faces.some((f) => f.subset === 'latin'))
    throw new Error(`@fontsource/${webfont.path} has no latin woff2 in weight 400 or 700`);
  const base = { path: webfont.path, version: webfont.version, family: metadata.family, faces };
  const licence = metadata.license?.type ?? 'see its package';
  const stylesheet = fontFaceCss(
    base,
    `${metadata.family} from @fontsource/${webfont.path} ${packageVersion} (${licence}), for blog titles: ${SUBSETS.join(' and ')}, weights ${faces
      .map((f) => f.weight)
      .filter((w, i, all) => all.indexOf(w) === i)
      .join(' and ')}`,
  );
  return {
    ...base,
    packageVersion,
    stylesheet,
    encoded: {
      br: zlib.brotliCompressSync(stylesheet, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(stylesheet, { level: 9 }),
    },
    files,
  };
}

const resolvePackage = (name: string) => path.dirname(require.resolve(`@fontsource/${name}/package.json`));

/**
 * Every web font of the catalogue, read once at start from its installed @fontsource package. A
 * package that is missing or unreadable is reported and left out: its addresses answer 404 and the
 * title falls back to the rest of its CSS stack.
 */
export function loadTitleFontAssets(
  fonts: readonly TitleFont[] = TITLE_FONTS,
  packageDir: (name: string) => string = resolvePackage,
  warn: (message: string) => void = () => undefined,
): Map<string, TitleFontAsset> {
  const assets = new Map<string, TitleFontAsset>();
  for (const font of fonts) {
    const webfont = font.webfont;
    if (!webfont || assets.has(webfont.path)) continue;
    try {
      const asset = readTitleFontAsset(webfont, packageDir(webfont.path));
      if (webfont.version && asset.packageVersion !== webfont.version)
        warn(`@fontsource/${webfont.path} is ${asset.packageVersion}, the catalogue says ${webfont.version}: update TITLE_FONTS`);
      assets.set(webfont.path, asset);
    } catch (error) {
      warn(`title font ${font.name} is not served (${String(error)}): its title falls back to its CSS stack`);
    }
  }
  return assets;
}

/** The address of a font file as the stylesheet names it (absolute, for a preload in the page). */
export function titleFontFileHref(asset: TitleFontAsset, file: string): string {
  const query = asset.version ? `?v=${encodeURIComponent(asset.version)}` : '';
  return `${TITLE_FONTS_PREFIX}/${asset.path}/${file}${query}`;
}

/** The latin file a title in this weight uses (a font without a bold is drawn from its regular). */
export function latinFile(asset: TitleFontAsset, weight: TitleFontWeight): string | undefined {
  const latin = asset.faces.filter((f) => f.subset === 'latin');
  return (latin.find((f) => f.weight === weight) ?? latin[0])?.file;
}
