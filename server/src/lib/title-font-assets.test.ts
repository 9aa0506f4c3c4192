import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TITLE_FONTS, type TitleFont } from '@dash/shared-contracts';
import { fontFaceCss, latinFile, loadTitleFontAssets, readTitleFontAsset, titleFontFileHref } from './title-font-assets';

const webfontFonts = TITLE_FONTS.filter((f): f is TitleFont & { webfont: NonNullable<TitleFont['webfont']> } => !!f.webfont);
const packageDir = (name: string) => path.dirname(require.resolve(`@fontsource/${name}/package.json`));
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const faces = (family: string) => family.split(',').map((f) => f.trim().replace(/"/g, ''));

describe('the catalogue against the installed @fontsource packages', () => {
  it.each(webfontFonts.map((f) => [f.name, f] as const))(
    '%s: its package is a dependency of the server, at the catalogue version, and its face is in the stack',
    (_name, font) => {
      const dependencies = readJson<{ dependencies: Record<string, string> }>(
        path.join(__dirname, '../../package.json'),
      ).dependencies;
      expect(dependencies[`@fontsource/${font.webfont.path}`]).toBeDefined();
      const dir = packageDir(font.webfont.path);
      expect(readJson<{ version: string }>(path.join(dir, 'package.json')).version).toBe(font.webfont.version);
      const metadata = readJson<{ family: string; weights: number[]; license: { type: string } }>(
        path.join(dir, 'metadata.json'),
      );
      expect(metadata.license.type).toBe('OFL-1.1');
      expect(metadata.weights).toContain(400);
      expect(faces(font.family).slice(0, 2)).toContain(metadata.family);
    },
  );

  it('serves every web font of the catalogue, with no warning', () => {
    const warn = jest.fn();
    const assets = loadTitleFontAssets(TITLE_FONTS, undefined, warn);
    expect(warn).not.toHaveBeenCalled();
    expect([...assets.keys()].sort()).toEqual(webfontFonts.map((f) => f.webfont.path).sort());
  });
});

describe('a title font stylesheet', () => {
  const oldStandard = webfontFonts.find((f) => f.name === 'Old Standard')!;
  const asset = readTitleFontAsset(oldStandard.webfont, packageDir('old-standard-tt'));

  it('has the latin and latin-ext faces in 400 and 700 only, woff2 only, swapping, latin last', () => {
    expect(asset.family).toBe('Old Standard TT');
    expect(asset.faces.map((f) => `${f.subset} ${f.weight}`)).toEqual([
      'latin-ext 400',
      'latin-ext 700',
      'latin 400',
      'latin 700',
    ]);
    const css = asset.stylesheet;
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css.match(/font-display: swap;/g)).toHaveLength(4);
    expect(css.match(/font-family: 'Old Standard TT';/g)).toHaveLength(4);
    expect(css).not.toMatch(/\.woff\)|format\('woff'\)|italic|cyrillic|vietnamese/);
    expect(css).toContain("src: url(old-standard-tt-latin-700-normal.woff2?v=5.3.0) format('woff2');");
    expect(css).toMatch(/unicode-range: U\+0000-00FF,/);
  });

  it('names exactly the files it may serve, each in the package', () => {
    const named = [...asset.stylesheet.matchAll(/url\(([^?)]+)\?v=5\.3\.0\)/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...asset.files.keys()].sort());
    for (const file of asset.files.values()) {
      expect(file.startsWith(packageDir('old-standard-tt') + path.sep)).toBe(true);
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
    }
  });

  it('gives a font without a bold its regular only (the browser draws bold from it)', () => {
    const gothic = readTitleFontAsset({ path: 'league-gothic', version: '5.3.0' }, packageDir('league-gothic'));
    expect(gothic.faces.map((f) => f.weight)).toEqual([400, 400]);
    expect(latinFile(gothic, 700)).toBe('league-gothic-latin-400-normal.woff2');
    expect(latinFile(asset, 700)).toBe('old-standard-tt-latin-700-normal.woff2');
    expect(titleFontFileHref(asset, 'old-standard-tt-latin-400-normal.woff2')).toBe(
      '/fonts/old-standard-tt/old-standard-tt-latin-400-normal.woff2?v=5.3.0',
    );
  });

  it('leaves the version out of the file addresses when the entry has none, and quotes the family safely', () => {
    const css = fontFaceCss(
      {
        family: "Ann's \\ Face",
        path: 'x',
        version: undefined,
        faces: [{ subset: 'latin', weight: 400, file: 'x.woff2', unicodeRange: 'U+0041' }],
      },
      'note',
    );
    expect(css).toContain("font-family: 'Ann\\'s \\\\ Face';");
    expect(css).toContain("src: url(x.woff2) format('woff2');");
  });

  it('reports a missing package and serves the rest', () => {
    const warn = jest.fn();
    const missing: TitleFont = {
      name: 'Ghost',
      family: '"Ghost", serif',
      kind: 'serif',
      webfont: { path: 'ghost-font', version: '1.0.0' },
    };
    const assets = loadTitleFontAssets([missing, oldStandard], undefined, warn);
    expect([...assets.keys()]).toEqual(['old-standard-tt']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ghost is not served'));
  });

  it('reports a package whose version is not the catalogue one', () => {
    const warn = jest.fn();
    loadTitleFontAssets([{ ...oldStandard, webfont: { path: 'old-standard-tt', version: '9.9.9' } }], undefined, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the catalogue says 9.9.9'));
  });

  it('refuses a package without a latin face', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fontsource-'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{"version":"1.0.0"}');
    fs.writeFileSync(path.join(dir, 'unicode.json'), '{"greek":"U+0370-03FF"}');
    fs.writeFileSync(
      path.join(dir, 'metadata.json'),
      JSON.stringify({ id: 'x', family: 'X', subsets: ['greek'], weights: [400], styles: ['normal'] }),
    );
    expect(() => readTitleFontAsset({ path: 'x' }, dir)).toThrow(/no latin woff2/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
