/**
 * The catalogue of blog title fonts (spec 3 §3: "a fixed catalogue of about 35 title fonts, each with
 * display name, CSS family, and optionally a web-font path and a version"). A blog's theme stores the
 * font's `name`; every header draws it with `titleFontFamily(name)` and links its stylesheet,
 * `titleFontStylesheetHref(name)`, while it shows the title (docs/decisions/title-fonts.md).
 *
 * Twelve fonts have an open-licence face that the server serves from an @fontsource package at
 * /fonts/{path}/stylesheet.css?v={version} (latin and latin-ext, woff2, weights 400 and 700,
 * font-display swap). Where the face is the named font under its own name (Cardo, Modern Antiqua) the
 * stack names it once; where it is an open revival or a close substitute (EB Garamond for Garamond,
 * Jost for Futura, ...) the named face comes first, so a reader who has the original sees it, then the
 * open face, which everybody else gets. The other fonts are proprietary or ship with common systems
 * (Gibson, Georgia, Courier New, ...): a CSS stack of the named face, then faces of the same kind that
 * common systems ship, then a generic family, so a title always keeps its character.
 */
export interface TitleFontWebfont {
  /** The folder under /fonts/ (the @fontsource package's name without its scope). */
  path: string;
  /** Cache key: the package's version, sent as ?v= (the files under one version never change). */
  version?: string;
}

export interface TitleFont {
  /** What the theme stores and the picker shows. */
  name: string;
  /** The CSS font-family stack. */
  family: string;
  kind: 'serif' | 'sans-serif' | 'slab' | 'monospace' | 'script' | 'display';
  /** The served web font, if the font has one. */
  webfont?: TitleFontWebfont;
}

/** Where the server serves title fonts: /fonts/{path}/stylesheet.css and /fonts/{path}/{file}.woff2. */
export const TITLE_FONTS_PREFIX = '/fonts';

// The stacks name no face the server serves: a picker that has loaded, say, Libre Baskerville must
// not show Mrs Eaves in it when Mrs Eaves's own page would not.
const SANS = '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", "DejaVu Sans", sans-serif';
const HUMANIST = '"Segoe UI", "Trebuchet MS", "Lucida Grande", "DejaVu Sans", Ubuntu, sans-serif';
const GEOMETRIC = 'Futura, "Century Gothic", "Avenir Next", Avenir, "URW Gothic", "DejaVu Sans", sans-serif';
const CONDENSED = '"Arial Narrow", "Roboto Condensed", "Liberation Sans Narrow", "DejaVu Sans Condensed", sans-serif';
const OLDSTYLE = 'Garamond, "Palatino Linotype", Palatino, "URW Palladio L", Georgia, serif';
const TRANSITIONAL = 'Baskerville, "Baskerville Old Face", "Times New Roman", "Liberation Serif", serif';
const DIDONE = '"Bodoni 72", "Bodoni MT", Didot, "Playfair Display", "Times New Roman", "DejaVu Serif", serif';
const SLAB = 'Rockwell, "Roboto Slab", "Courier Bold", "DejaVu Serif", Georgia, serif';
const MONO = '"Courier New", Courier, "Liberation Mono", "DejaVu Sans Mono", monospace';
const SCRIPT = '"Brush Script MT", "Apple Chancery", "URW Chancery L", "Comic Sans MS", cursive';
const BLACKLETTER = '"Old English Text MT", "Luminari", fantasy';
const DISPLAY = 'Impact, Haettenschweiler, "Arial Black", "DejaVu Sans Condensed", sans-serif';
const ROUNDED = '"Arial Rounded MT Bold", "Varela Round", "Trebuchet MS", "DejaVu Sans", sans-serif';

/**
 * The @fontsource packages' version (all twelve are 5.3.0; server/package.json installs them and a
 * server test fails when an installed package's version differs from its entry's).
 */
const FONTSOURCE_VERSION = '5.3.0';

/** A catalogue entry; `webfont` names the served face's package folder and its CSS family. */
const font = (name: string, kind: TitleFont['kind'], stack: string, webfont?: { path: string; family: string }): TitleFont => ({
  name,
  kind,
  family: webfont && webfont.family !== name ? `"${name}", "${webfont.family}", ${stack}` : `"${name}", ${stack}`,
  ...(webfont ? { webfont: { path: webfont.path, version: FONTSOURCE_VERSION } } : {}),
});

export const TITLE_FONTS: readonly TitleFont[] = [
  font('Gibson', 'sans-serif', SANS),
  font('Helvetica Neue', 'sans-serif', SANS),
  font('Arial', 'sans-serif', SANS),
  font('Verdana', 'sans-serif', `Geneva, ${HUMANIST}`),
  font('Trebuchet MS', 'sans-serif', HUMANIST),
  font('Lucida Sans', 'sans-serif', `"Lucida Grande", ${HUMANIST}`),
  font('Calluna Sans', 'sans-serif', HUMANIST),
  font('Sofia Pro', 'sans-serif', GEOMETRIC),
  font('Avenir', 'sans-serif', GEOMETRIC),
  font('Futura', 'sans-serif', GEOMETRIC, { path: 'jost', family: 'Jost' }),
  font('Arquitecta', 'sans-serif', GEOMETRIC),
  font('Alternate Gothic', 'display', CONDENSED, { path: 'league-gothic', family: 'League Gothic' }),
  font('Capital', 'display', CONDENSED),
  font('Impact', 'display', DISPLAY),
  font('Brutal Type', 'display', DISPLAY),
  font('Ziclets', 'display', ROUNDED),
  font('Grumpy', 'display', ROUNDED),
  font('Georgia', 'serif', '"DejaVu Serif", "Times New Roman", serif'),
  font('Times New Roman', 'serif', '"Liberation Serif", Times, serif'),
  font('Garamond', 'serif', OLDSTYLE, { path: 'eb-garamond', family: 'EB Garamond' }),
  font('Caslon FS', 'serif', OLDSTYLE, { path: 'libre-caslon-text', family: 'Libre Caslon Text' }),
  font('Cardo', 'serif', OLDSTYLE, { path: 'cardo', family: 'Cardo' }),
  font('Crimson', 'serif', OLDSTYLE, { path: 'crimson-text', family: 'Crimson Text' }),
  font('Mrs Eaves', 'serif', TRANSITIONAL),
  font('Baskerville', 'serif', TRANSITIONAL, { path: 'libre-baskerville', family: 'Libre Baskerville' }),
  font('Book Antiqua', 'serif', `Palatino, ${OLDSTYLE}`),
  font('Palatino', 'serif', `"Palatino Linotype", "Book Antiqua", ${OLDSTYLE}`),
  font('Old Standard', 'serif', TRANSITIONAL, { path: 'old-standard-tt', family: 'Old Standard TT' }),
  font('Bodoni', 'serif', DIDONE, { path: 'bodoni-moda', family: 'Bodoni Moda' }),
  font('Modern Antiqua', 'serif', DIDONE, { path: 'modern-antiqua', family: 'Modern Antiqua' }),
  font('Lorimer No 2', 'serif', DIDONE),
  font('Square Serif', 'slab', SLAB),
  font('Quadrat', 'slab', SLAB),
  font('Courier New', 'monospace', MONO),
  font('Typewriter', 'monospace', `"American Typewriter", ${MONO}`),
  font('Streetscript', 'script', SCRIPT, { path: 'kaushan-script', family: 'Kaushan Script' }),
  font('Dance Floor', 'script', SCRIPT),
  font('Fette Fraktur', 'display', BLACKLETTER, { path: 'unifrakturmaguntia', family: 'UnifrakturMaguntia' }),
];

export const TITLE_FONT_NAMES = TITLE_FONTS.map((f) => f.name) as [string, ...string[]];

/** The font new blogs start with (and the server's default theme). */
export const DEFAULT_TITLE_FONT = 'Gibson';

/**
 * The CSS font-family of a theme's title font. A name outside the catalogue (stored before it) is
 * tried as a face of that name, quotes and backslashes removed, then the catalogue's sans stack.
 */
export function titleFontFamily(name: string): string {
  const known = titleFont(name);
  if (known) return known.family;
  const cleaned = name.replace(/["\\;{}<>]/g, '').trim();
  return cleaned ? `"${cleaned}", ${SANS}` : SANS;
}

/** The catalogue entry of a theme's font name, if it is one. */
export function titleFont(name: string): TitleFont | undefined {
  return TITLE_FONTS.find((f) => f.name === name);
}

/** A web font's stylesheet address: /fonts/{path}/stylesheet.css, with ?v={version} when it has one. */
export function webfontStylesheetHref(webfont: TitleFontWebfont): string {
  const base = `${TITLE_FONTS_PREFIX}/${webfont.path}/stylesheet.css`;
  return webfont.version ? `${base}?v=${encodeURIComponent(webfont.version)}` : base;
}

/** The stylesheet a header links while it shows a title in this font; null for fonts without a web font. */
export function titleFontStylesheetHref(name: string): string | null {
  const webfont = titleFont(name)?.webfont;
  return webfont ? webfontStylesheetHref(webfont) : null;
}
