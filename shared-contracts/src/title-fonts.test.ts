import {
  DEFAULT_TITLE_FONT,
  TITLE_FONTS,
  TITLE_FONT_NAMES,
  titleFont,
  titleFontFamily,
  titleFontStylesheetHref,
  webfontStylesheetHref,
} from './title-fonts';

const faces = (family: string) => family.split(',').map((f) => f.trim().replace(/"/g, ''));

describe('the title font catalogue', () => {
  it('has about 35 fonts with unique names, the default among them', () => {
    expect(TITLE_FONTS.length).toBeGreaterThanOrEqual(30);
    expect(TITLE_FONTS.length).toBeLessThanOrEqual(40);
    expect(new Set(TITLE_FONT_NAMES).size).toBe(TITLE_FONTS.length);
    expect(TITLE_FONT_NAMES).toContain(DEFAULT_TITLE_FONT);
  });

  it('starts every stack with the named face and ends it with a generic family', () => {
    const generic = ['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy'];
    for (const font of TITLE_FONTS) {
      const list = faces(font.family);
      expect(list[0]).toBe(font.name);
      expect(generic).toContain(list[list.length - 1]);
    }
  });

  it('gives web fonts a unique lower-case path and a version', () => {
    const webfonts = TITLE_FONTS.flatMap((f) => (f.webfont ? [f.webfont] : []));
    expect(webfonts.length).toBe(12);
    for (const webfont of webfonts) {
      expect(webfont.path).toMatch(/^[a-z0-9-]+$/);
      expect(webfont.version).toMatch(/^\d+\.\d+\.\d+$/);
    }
    expect(new Set(webfonts.map((w) => w.path)).size).toBe(webfonts.length);
  });

  it('keeps proprietary and system fonts as stacks', () => {
    for (const name of ['Gibson', 'Georgia', 'Courier New', 'Helvetica Neue', 'Arial', 'Times New Roman']) {
      expect(titleFont(name)?.webfont).toBeUndefined();
    }
  });

  // The served faces, by catalogue name (server/src/lib/title-font-assets.test.ts checks each against its package).
  const SERVED: Record<string, string> = {
    Futura: 'Jost',
    'Alternate Gothic': 'League Gothic',
    Garamond: 'EB Garamond',
    'Caslon FS': 'Libre Caslon Text',
    Cardo: 'Cardo',
    Crimson: 'Crimson Text',
    Baskerville: 'Libre Baskerville',
    'Old Standard': 'Old Standard TT',
    Bodoni: 'Bodoni Moda',
    'Modern Antiqua': 'Modern Antiqua',
    Streetscript: 'Kaushan Script',
    'Fette Fraktur': 'UnifrakturMaguntia',
  };

  it('draws each web font in its served face right after the named one, and no other font in it', () => {
    expect(TITLE_FONTS.filter((f) => f.webfont).map((f) => f.name)).toEqual(Object.keys(SERVED));
    const served = new Set(Object.values(SERVED));
    for (const font of TITLE_FONTS) {
      const own = SERVED[font.name];
      const list = faces(font.family);
      if (own) expect(list.slice(0, 2)).toContain(own);
      for (const face of list.slice(1)) if (face !== own) expect(served.has(face)).toBe(false);
    }
  });
});

describe('titleFontStylesheetHref', () => {
  it('is /fonts/{path}/stylesheet.css?v={version} for a web font', () => {
    expect(titleFontStylesheetHref('Old Standard')).toBe('/fonts/old-standard-tt/stylesheet.css?v=5.3.0');
    expect(titleFontStylesheetHref('Garamond')).toBe('/fonts/eb-garamond/stylesheet.css?v=5.3.0');
  });

  it('is null for a stack-only font and for a name outside the catalogue', () => {
    expect(titleFontStylesheetHref('Gibson')).toBeNull();
    expect(titleFontStylesheetHref('Comic Papyrus')).toBeNull();
  });

  it('leaves the version out when there is none', () => {
    expect(webfontStylesheetHref({ path: 'cardo' })).toBe('/fonts/cardo/stylesheet.css');
  });
});

describe('titleFontFamily', () => {
  it('puts the named face first, then the served face of a substitute', () => {
    expect(faces(titleFontFamily('Futura')).slice(0, 2)).toEqual(['Futura', 'Jost']);
    expect(faces(titleFontFamily('Cardo')).slice(0, 2)).toEqual(['Cardo', 'Garamond']);
  });

  it('tries a name outside the catalogue as a face, without quotes or braces', () => {
    expect(titleFontFamily('My "Font"; }')).toMatch(/^"My Font", /);
    expect(titleFontFamily('""')).toMatch(/sans-serif$/);
  });
});
