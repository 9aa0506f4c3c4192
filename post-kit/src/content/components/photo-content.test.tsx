import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Photo } from '@dash/shared-contracts';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PostCard } from '../../card';
import { makePost, renderWithHost } from '../../testing';
import { PhotoContent } from './photo-content';

const photo = (n: number, withVariants = true): Photo => ({
  url: `/media/p${n}-1080.jpg`,
  width: 1080,
  height: 720,
  caption: `Caption ${n}`,
  alt: `Photo ${n}`,
  alt_sizes: [
    { url: `/media/p${n}-1080.jpg`, width: 1080, height: 720 },
    { url: `/media/p${n}-540.jpg`, width: 540, height: 360 },
  ],
  ...(withVariants
    ? {
        variants: [
          { url: `/media/p${n}-1080.avif`, type: 'image/avif', width: 1080, height: 720 },
          { url: `/media/p${n}-360.avif`, type: 'image/avif', width: 360, height: 240 },
          { url: `/media/p${n}-1080.webp`, type: 'image/webp', width: 1080, height: 720 },
          { url: `/media/p${n}-360.webp`, type: 'image/webp', width: 360, height: 240 },
        ],
      }
    : {}),
});

const content = { photos: [photo(1), photo(2), photo(3)], layout: '12' };
const img = (name: string) => screen.getByRole('img', { name });

describe('PhotoContent', () => {
  it('puts each photo in a <picture>: AVIF then WebP sources with the row’s sizes, the JPEG as <img>', () => {
    render(<PhotoContent content={content} blogName="bob" />);
    const first = img('Photo 1');
    const picture = first.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '/media/p1-1080.avif 1080w, /media/p1-360.avif 360w', '(max-width: 540px) 100vw, 540px'],
      ['image/webp', '/media/p1-1080.webp 1080w, /media/p1-360.webp 360w', '(max-width: 540px) 100vw, 540px'],
    ]);
    expect(first).toHaveAttribute('src', '/media/p1-1080.jpg');
    expect(first).toHaveAttribute('srcset', '/media/p1-1080.jpg 1080w, /media/p1-540.jpg 540w');
    expect(first).toHaveAttribute('width', '1080');
    expect(first).toHaveAttribute('height', '720');
    // Photos two and three share a row.
    const pair = '(max-width: 540px) calc((100vw - 4px) / 2), 268px';
    expect(img('Photo 2')).toHaveAttribute('sizes', pair);
    expect(img('Photo 3').parentElement?.querySelector('source')).toHaveAttribute('sizes', pair);
  });

  it('loads every photo lazily unless it is the page’s first image', () => {
    render(<PhotoContent content={content} blogName="bob" />);
    for (const name of ['Photo 1', 'Photo 2', 'Photo 3']) {
      expect(img(name)).toHaveAttribute('loading', 'lazy');
      expect(img(name)).not.toHaveAttribute('fetchpriority');
    }
  });

  it('fetches the first image of the first post first, and lazily loads the rest', () => {
    render(<PhotoContent content={content} blogName="bob" firstOnPage />);
    expect(img('Photo 1')).toHaveAttribute('fetchpriority', 'high');
    expect(img('Photo 1')).not.toHaveAttribute('loading');
    expect(img('Photo 2')).toHaveAttribute('loading', 'lazy');
    expect(img('Photo 3')).not.toHaveAttribute('fetchpriority');
  });

  it('renders a photo stored before variants existed as a plain <img> with its size', () => {
    render(<PhotoContent content={{ photos: [photo(4, false)] }} blogName="bob" />);
    const old = img('Photo 4');
    expect(old.parentElement?.tagName).not.toBe('PICTURE');
    expect(old).toHaveAttribute('width', '1080');
    expect(old).toHaveAttribute('height', '720');
    expect(old).toHaveAttribute('loading', 'lazy');
  });

  it('renders the same markup on the server and hydrates it without a mismatch', async () => {
    const tree = <PhotoContent content={{ ...content, caption: '<p>cap</p>' }} blogName="bob" firstOnPage />;
    const html = renderToString(tree);
    // HTML attribute names are case-insensitive: the browser reads fetchPriority as fetchpriority.
    expect(html).toContain('fetchPriority="high" alt="Photo 1"');
    expect(html).toMatch(/<picture class="pk-photo-frame"><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/>/);
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (err) => errors.push(err) });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('PhotoContent alt text (issue 13)', () => {
  it('uses the written alt, else describes each photo by its place in the set and the blog, never by its caption', () => {
    const set = { photos: [photo(1), { ...photo(2), alt: '' }, { ...photo(3), alt: undefined }], layout: '12' };
    render(<PhotoContent content={set} blogName="maya-draws" />);
    expect(img('Photo 1')).toBeInTheDocument();
    expect(img('Photo 2 of 3 by maya-draws')).toBeInTheDocument();
    expect(img('Photo 3 of 3 by maya-draws')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Caption/ })).toBeNull();
  });

  it('says "Photo by {blog}" for a single photo without alt', () => {
    render(<PhotoContent content={{ photos: [{ ...photo(1), alt: '  ' }] }} blogName="bob" />);
    expect(img('Photo by bob')).toBeInTheDocument();
  });

  it('puts an ALT badge on each photo with a written alt only, which opens its text', async () => {
    const set = {
      photos: [
        { ...photo(1), alt: 'A heron in the reeds' },
        { ...photo(2), alt: '' },
      ],
      layout: '2',
    };
    render(<PhotoContent content={set} blogName="bob" />);
    const badges = screen.getAllByRole('button', { name: 'Show alt text' });
    expect(badges).toHaveLength(1);
    const [badge] = badges as [HTMLElement];
    expect(badge.parentElement).toContainElement(img('A heron in the reeds'));
    fireEvent.click(badge);
    expect(await screen.findByRole('dialog', { name: 'Alt text' })).toHaveTextContent('A heron in the reeds');
  });
});

describe('PostCard photos', () => {
  it('gives fetchpriority=high to the first post’s first photo only', () => {
    renderWithHost(
      <>
        <PostCard post={makePost({ type: 'photo', content: { photos: [photo(1)] } })} position={1} />
        <PostCard post={makePost({ type: 'photo', content: { photos: [photo(2)] } })} position={2} />
      </>,
    );
    expect(img('Photo 1')).toHaveAttribute('fetchpriority', 'high');
    expect(img('Photo 2')).toHaveAttribute('loading', 'lazy');
    expect(img('Photo 2')).not.toHaveAttribute('fetchpriority');
  });
});
