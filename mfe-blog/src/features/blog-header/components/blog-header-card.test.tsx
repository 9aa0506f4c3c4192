import '@testing-library/jest-dom';
import { act, cleanup, screen } from '@testing-library/react';
import { fakeBlogEntity } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';
import { AA_NORMAL_TEXT, contrastRatio, parseColour } from '../lib/readable-colour';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** jsdom reports inline colours as `rgb(r, g, b)`. */
function ratioOn(colour: string, background: string): number {
  const fg = parseColour(colour);
  const bg = parseColour(background);
  if (!fg || !bg) throw new Error(`unreadable colour ${colour} / ${background}`);
  return contrastRatio(fg, bg);
}

// alex-cooks as seeded (server/src/db/seed/people.ts): its link colour is 4.26:1 on its background.
const ALEX_THEME = { background_color: '#fff8ee', title_color: '#7a3b12', link_color: '#c2571a' };

async function openBlog(theme: Partial<ReturnType<typeof fakeBlogEntity>['theme']>) {
  const base = fakeBlogEntity('alex-cooks');
  const blog = fakeBlogEntity('alex-cooks', {
    theme: { ...base.theme, ...theme },
    description: 'Recipes <a href="https://example.com/pie">pie</a>',
  });
  const view = renderBlog({ blog });
  act(() => view.bus.emit('blog:open', { name: 'alex-cooks' }));
  await screen.findByRole('heading', { name: "alex-cooks's place" });
  return view;
}

describe('BlogHeaderCard colours', () => {
  it('draws the alex-cooks blog link readably (at least 4.5:1) instead of the raw theme colour', async () => {
    await openBlog(ALEX_THEME);
    const link = screen.getByRole('link', { name: 'alex-cooks' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.style.color).not.toBe('rgb(194, 87, 26)');
    expect(ratioOn(link.style.color, ALEX_THEME.background_color)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    // The title colour was readable already and stays the blog's choice.
    expect(screen.getByRole('heading', { name: "alex-cooks's place" }).style.color).toBe('rgb(122, 59, 18)');
  });

  it('gives the description, its links, the buttons and the post statuses readable colours on a dark theme', async () => {
    const dark = { background_color: '#111417', title_color: '#1a1d20', link_color: '#222222' };
    await openBlog(dark);
    const header = screen.getByRole('heading', { name: "alex-cooks's place" }).closest('header');
    if (!header) throw new Error('no header card');
    expect(
      ratioOn(screen.getByRole('heading', { name: "alex-cooks's place" }).style.color, dark.background_color),
    ).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(ratioOn(screen.getByRole('link', { name: 'alex-cooks' }).style.color, dark.background_color)).toBeGreaterThanOrEqual(
      AA_NORMAL_TEXT,
    );
    for (const name of ['--blog-text', '--blog-link', '--blog-danger', '--blog-muted']) {
      expect(ratioOn(header.style.getPropertyValue(name), dark.background_color)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
    // The posts (statuses, errors, buttons) sit on the same background and get the same colours.
    const scroll = header.parentElement;
    expect(scroll?.style.getPropertyValue('--blog-muted')).toBe(header.style.getPropertyValue('--blog-muted'));
    expect(scroll?.style.getPropertyValue('--blog-danger')).toBe(header.style.getPropertyValue('--blog-danger'));
  });
});

describe('BlogHeaderCard title font', () => {
  const fontLinks = () => [...document.head.querySelectorAll('link[data-title-font]')].map((l) => l.getAttribute('href'));
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("draws the title in the catalogue's stack and links its web font's stylesheet while the overlay shows it", async () => {
    jest.useFakeTimers();
    try {
      const { view } = await openBlog({ title_font: 'Old Standard', title_font_weight: 'regular' });
      const title = screen.getByRole('heading', { name: "alex-cooks's place" });
      expect(title.style.fontFamily).toMatch(/^"Old Standard", "Old Standard TT", /);
      expect(title.style.fontWeight).toBe('400');
      expect(fontLinks()).toEqual(['/fonts/old-standard-tt/stylesheet.css?v=5.3.0']);
      view.unmount();
      act(() => jest.runAllTimers());
      expect(fontLinks()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('links nothing for a system font or a hidden title', async () => {
    await openBlog({ title_font: 'Georgia' });
    expect(screen.getByRole('heading', { name: "alex-cooks's place" }).style.fontFamily).toMatch(/^"?Georgia"?, "DejaVu Serif"/);
    cleanup();
    await openBlog({ title_font: 'Garamond', show_title: false });
    expect(fontLinks()).toEqual([]);
  });
});

describe('BlogHeaderCard pictures (issue 13)', () => {
  it('reads the owner’s alt texts on the header image and the avatar', async () => {
    await openBlog({
      show_header_image: true,
      header_image: '/media/h.jpg',
      header_image_alt: 'A table of pies',
      avatar_alt: 'Alex in an apron',
    });
    expect(screen.getByRole('img', { name: 'A table of pies' })).toHaveAttribute('src', '/media/h.jpg');
    expect(screen.getByRole('img', { name: 'Alex in an apron' })).toHaveClass('blog-header-avatar');
  });

  it('falls back to "Header image of {blog}" and "Avatar of {blog}"', async () => {
    await openBlog({ show_header_image: true, header_image: '/media/h.jpg', header_image_alt: '', avatar_alt: undefined });
    expect(screen.getByRole('img', { name: 'Header image of alex-cooks' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Avatar of alex-cooks' })).toBeInTheDocument();
  });
});
