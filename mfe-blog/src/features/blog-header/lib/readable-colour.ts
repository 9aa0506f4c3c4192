/**
 * Keeps user-chosen theme colours readable on the user-chosen theme background (spec 3,
 * "Colour readability bounds for themed headers": upper 0.8, lower 0.2, diff 0.1, hue 15;
 * brightness adjust factor 0.3), and in every case at least WCAG AA 4.5:1 for normal text.
 * Pure: strings in, a `#rrggbb` string out.
 */

export const READABILITY = { upper: 0.8, lower: 0.2, diff: 0.1, hue: 15, adjust: 0.3 } as const;

/** WCAG 2 AA for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** `#rgb`, `#rrggbb` (alpha forms are not theme colours) or `rgb(r, g, b)`; otherwise null. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) {
    const [r, g, b] = short.slice(1).map((h) => parseInt(h + h, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long) {
    const [r, g, b] = long.slice(1).map((h) => parseInt(h, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  const fn = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(text);
  if (fn) {
    const [r, g, b] = fn.slice(1).map(Number);
    if ([r, g, b].every((c) => c !== undefined && c <= 255)) return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  return null;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio, 1 … 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Perceived brightness (YIQ weights), 0 … 1: what the spec's upper/lower/diff bounds measure. */
export function brightness({ r, g, b }: Rgb): number {
  return (r * 299 + g * 587 + b * 114) / 1000 / 255;
}

/** Hue in degrees, or null for greys (a grey has no hue to compare). */
function hue({ r, g, b }: Rgb): number | null {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return null;
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

function hueDistance(a: Rgb, b: Rgb): number {
  const ha = hue(a);
  const hb = hue(b);
  if (ha === null || hb === null) return ha === hb ? 0 : 180;
  const d = Math.abs(ha - hb);
  return Math.min(d, 360 - d);
}

function mix(from: Rgb, to: Rgb, t: number): Rgb {
  return {
    r: Math.round(from.r + (to.r - from.r) * t),
    g: Math.round(from.g + (to.g - from.g) * t),
    b: Math.round(from.b + (to.b - from.b) * t),
  };
}

/**
 * Which end to move the text toward: black on a bright background (above `upper`), white on a
 * dark one (below `lower`); in between whichever end contrasts more with the background.
 */
function target(bg: Rgb): Rgb {
  const level = brightness(bg);
  if (level >= READABILITY.upper) return BLACK;
  if (level <= READABILITY.lower) return WHITE;
  return contrastRatio(BLACK, bg) >= contrastRatio(WHITE, bg) ? BLACK : WHITE;
}

/**
 * The foreground to draw on `background`: the theme's own colour when it is already readable,
 * else the same colour moved toward black or white just far enough. Colours that are nearly the
 * same (brightness within `diff` and hue within `hue` degrees) first get the spec's brightness
 * adjustment (`adjust` of the way). The result always has at least `minRatio` (default 4.5:1):
 * black or white reach at least 4.58:1 on any background. An unreadable background counts as
 * white (the panel's own background then shows); an unreadable foreground as `fallback`.
 */
export function readableColour(
  foreground: string,
  background: string,
  { minRatio = AA_NORMAL_TEXT, fallback = '#444444' }: { minRatio?: number; fallback?: string } = {},
): string {
  const bg = parseColour(background) ?? WHITE;
  const fg = parseColour(foreground) ?? parseColour(fallback) ?? BLACK;
  const end = target(bg);
  const similar = Math.abs(brightness(fg) - brightness(bg)) < READABILITY.diff && hueDistance(fg, bg) < READABILITY.hue;
  const start = similar ? mix(fg, end, READABILITY.adjust) : fg;
  if (contrastRatio(start, bg) >= minRatio) return toHex(start);
  // Smallest step toward the chosen end that is readable; the end itself always is for 4.5.
  for (let step = 1; step <= 100; step += 1) {
    const candidate = mix(start, end, step / 100);
    if (contrastRatio(candidate, bg) >= minRatio) return toHex(candidate);
  }
  const other = end === BLACK ? WHITE : BLACK;
  return toHex(contrastRatio(end, bg) >= contrastRatio(other, bg) ? end : other);
}
