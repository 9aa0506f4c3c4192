import { AA_NORMAL_TEXT, contrastRatio, parseColour, readableColour, relativeLuminance } from './readable-colour';

const ratio = (fg: string, bg: string) => {
  const a = parseColour(fg);
  const b = parseColour(bg);
  if (!a || !b) throw new Error(`bad colour ${fg} / ${bg}`);
  return contrastRatio(a, b);
};

// The seeded demo themes (server/src/db/seed/people.ts): background, title, link.
const SEED_THEMES: Array<[string, string, string]> = [
  ['#f5f1e8', '#1d2b36', '#e05d3a'],
  ['#fff8ee', '#7a3b12', '#c2571a'], // alex-cooks
  ['#111417', '#f2f2f2', '#7fd3ff'],
  ['#fdf3f7', '#6b2150', '#d6336c'],
  ['#0f1b2d', '#9be7ff', '#ffd166'],
  ['#eef6f1', '#134e3a', '#1b998b'],
  ['#faf7f2', '#3d2c1e', '#8c5e3c'],
  ['#161616', '#ffb347', '#ffb347'],
  ['#f1f8e9', '#33691e', '#558b2f'],
  ['#ffffff', '#222222', '#6c5ce7'],
];

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 5);
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('parses #rgb, #rrggbb and rgb() and refuses anything else', () => {
    expect(parseColour('#FA0')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseColour(' #c2571a ')).toEqual({ r: 194, g: 87, b: 26 });
    expect(parseColour('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3 });
    expect(parseColour('rgb(300, 2, 3)')).toBeNull();
    expect(parseColour('red')).toBeNull();
    expect(parseColour('')).toBeNull();
  });
});

describe('readableColour', () => {
  it('fixes the alex-cooks link (#c2571a on #fff8ee, 4.26:1) by darkening it, keeping its hue', () => {
    expect(ratio('#c2571a', '#fff8ee')).toBeLessThan(AA_NORMAL_TEXT);
    const link = readableColour('#c2571a', '#fff8ee');
    expect(ratio(link, '#fff8ee')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    const rgb = parseColour(link);
    expect(rgb).not.toBeNull();
    // Moved toward black, still an orange-brown: red stays the strongest channel.
    expect(rgb && rgb.r < 194 && rgb.r > rgb.g && rgb.g > rgb.b).toBe(true);
    // Just far enough: not black.
    expect(link).not.toBe('#000000');
  });

  it('keeps the alex-cooks title colour as chosen, since it is already readable', () => {
    expect(readableColour('#7a3b12', '#fff8ee')).toBe('#7a3b12');
  });

  it.each(SEED_THEMES)('gives every seeded theme (%s) readable title, link and panel text', (bg, title, link) => {
    for (const fg of [title, link, '#444444', '#6b7785', '#b3200e']) {
      expect(ratio(readableColour(fg, bg), bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it('lightens text on a dark background', () => {
    const fg = readableColour('#444444', '#111417');
    expect(ratio(fg, '#111417')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(relativeLuminance(parseColour(fg) ?? { r: 0, g: 0, b: 0 })).toBeGreaterThan(
      relativeLuminance({ r: 0x44, g: 0x44, b: 0x44 }),
    );
  });

  it('reaches 4.5:1 even on the hardest mid-grey backgrounds and for identical colours', () => {
    for (let v = 0; v <= 255; v += 5) {
      const bg = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      for (const fg of ['#777777', bg, '#ff0000', '#00ff00', '#0000ff', '#ffffff', '#000000']) {
        expect(ratio(readableColour(fg, bg), bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    }
    for (const bg of ['#00b8ff', '#ff00ff', '#808000', '#0f9d58', '#e05d3a']) {
      expect(ratio(readableColour(bg, bg), bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it('treats a background it cannot read as white and a foreground it cannot read as the fallback', () => {
    expect(readableColour('#c2571a', 'not-a-colour')).toBe(readableColour('#c2571a', '#ffffff'));
    expect(readableColour('nonsense', '#ffffff')).toBe('#444444');
    expect(ratio(readableColour('nonsense', '#000000'), '#000000')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('honours a stricter ratio when asked', () => {
    expect(ratio(readableColour('#c2571a', '#fff8ee', { minRatio: 7 }), '#fff8ee')).toBeGreaterThanOrEqual(7);
  });
});
