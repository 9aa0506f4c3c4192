/**
 * The catalogue of blog title fonts (spec 3 §3: "a fixed catalogue of about 35 title fonts, each with
 * display name, CSS family, and optionally a web-font path and a version"). A blog's theme stores the
 * font's `name`; every header draws it with `titleFontFamily(name)`.
 *
 * Decision (shell/README.md "Blog settings"): no web font is bundled. The product runs without
 * outside downloads, and 35 families of @fontsource files would add megabytes to every deployment
 * for one line of text per blog. Each entry is a CSS stack: the named face first (used where the
 * reader's system has it, e.g. Georgia, Palatino, Helvetica Neue), then faces of the same kind that
 * common systems ship, then a generic family, so a title always keeps its character (serif, sans,
 * slab, mono, script, display). `webfont` stays in the type for a later bundle served at
 * /fonts/{path}/stylesheet.css.
 */
export interface TitleFont {
  /** What the theme stores and the picker shows. */
  name: string;
  /** The CSS font-family stack. */
  family: string;
  kind: 'serif' | 'sans-serif' | 'slab' | 'monospace' | 'script' | 'display';
  /** A bundled web font: its stylesheet at /fonts/{path}/stylesheet.css?v={version}. None today. */
  webfont?: { path: string; version?: string };
}

const SANS = '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", "DejaVu Sans", sans-serif';
const HUMANIST = '"Segoe UI", "Trebuchet MS", "Lucida Grande", "DejaVu Sans", Ubuntu, sans-serif';
const GEOMETRIC = 'Futura, "Century Gothic", "Avenir Next", Avenir, "URW Gothic", "DejaVu Sans", sans-serif';
const CONDENSED = '"Arial Narrow", "Roboto Condensed", "Liberation Sans Narrow", "DejaVu Sans Condensed", sans-serif';
const OLDSTYLE = 'Garamond, "EB Garamond", "Palatino Linotype", Palatino, "URW Palladio L", Georgia, serif';
const TRANSITIONAL = 'Baskerville, "Baskerville Old Face", "Libre Baskerville", "Times New Roman", "Liberation Serif", serif';
const DIDONE = '"Bodoni 72", "Bodoni MT", Didot, "Playfair Display", "Times New Roman", "DejaVu Serif", serif';
const SLAB = 'Rockwell, "Roboto Slab", "Courier Bold", "DejaVu Serif", Georgia, serif';
const MONO = '"Courier New", Courier, "Liberation Mono", "DejaVu Sans Mono", monospace';
const SCRIPT = '"Brush Script MT", "Apple Chancery", "URW Chancery L", "Comic Sans MS", cursive';
const BLACKLETTER = '"Old English Text MT", "UnifrakturMaguntia", "Luminari", fantasy';
const DISPLAY = 'Impact, Haettenschweiler, "Arial Black", "DejaVu Sans Condensed", sans-serif';
const ROUNDED = '"Arial Rounded MT Bold", "Varela Round", "Trebuchet MS", "DejaVu Sans", sans-serif';

const font = (name: string, kind: TitleFont['kind'], stack: string): TitleFont => ({
  name,
  kind,
  family: `"${name}", ${stack}`,
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
  font('Futura', 'sans-serif', GEOMETRIC),
  font('Arquitecta', 'sans-serif', GEOMETRIC),
  font('Alternate Gothic', 'display', CONDENSED),
  font('Capital', 'display', CONDENSED),
  font('Impact', 'display', DISPLAY),
  font('Brutal Type', 'display', DISPLAY),
  font('Ziclets', 'display', ROUNDED),
  font('Grumpy', 'display', ROUNDED),
  font('Georgia', 'serif', '"DejaVu Serif", "Times New Roman", serif'),
  font('Times New Roman', 'serif', '"Liberation Serif", Times, serif'),
  font('Garamond', 'serif', OLDSTYLE),
  font('Caslon FS', 'serif', OLDSTYLE),
  font('Cardo', 'serif', OLDSTYLE),
  font('Crimson', 'serif', OLDSTYLE),
  font('Mrs Eaves', 'serif', TRANSITIONAL),
  font('Baskerville', 'serif', TRANSITIONAL),
  font('Book Antiqua', 'serif', `Palatino, ${OLDSTYLE}`),
  font('Palatino', 'serif', `"Palatino Linotype", "Book Antiqua", ${OLDSTYLE}`),
  font('Old Standard', 'serif', TRANSITIONAL),
  font('Bodoni', 'serif', DIDONE),
  font('Modern Antiqua', 'serif', DIDONE),
  font('Lorimer No 2', 'serif', DIDONE),
  font('Square Serif', 'slab', SLAB),
  font('Quadrat', 'slab', SLAB),
  font('Courier New', 'monospace', MONO),
  font('Typewriter', 'monospace', `"American Typewriter", ${MONO}`),
  font('Streetscript', 'script', SCRIPT),
  font('Dance Floor', 'script', SCRIPT),
  font('Fette Fraktur', 'display', BLACKLETTER),
];

export const TITLE_FONT_NAMES = TITLE_FONTS.map((f) => f.name) as [string, ...string[]];

/** The font new blogs start with (and the server's default theme). */
export const DEFAULT_TITLE_FONT = 'Gibson';

/**
 * The CSS font-family of a theme's title font. A name outside the catalogue (stored before it) is
 * tried as a face of that name, quotes and backslashes removed, then the catalogue's sans stack.
 */
export function titleFontFamily(name: string): string {
  const known = TITLE_FONTS.find((f) => f.name === name);
  if (known) return known.family;
  const cleaned = name.replace(/["\\;{}<>]/g, '').trim();
  return cleaned ? `"${cleaned}", ${SANS}` : SANS;
}
