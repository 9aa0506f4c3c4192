import type { Photo } from '@dash/shared-contracts';
import { fallbackSrcSet, photoSources } from './photo-sources';

const photo = (variants?: Photo['variants']): Photo => ({
  url: '/media/a-1080.jpg',
  width: 1080,
  height: 720,
  caption: '',
  alt_sizes: [
    { url: '/media/a-1080.jpg', width: 1080, height: 720 },
    { url: '/media/a-540.jpg', width: 540, height: 360 },
  ],
  ...(variants ? { variants } : {}),
});

const variant = (type: string, width: number) => ({
  url: `/media/a-${width}.${type.split('/')[1]}`,
  type,
  width,
  height: (width * 2) / 3,
});

describe('photoSources', () => {
  it('gives one source per format, in the order the server lists them, with w-descriptors', () => {
    const variants = [
      variant('image/avif', 1080),
      variant('image/avif', 360),
      variant('image/webp', 1080),
      variant('image/webp', 360),
    ];
    expect(photoSources(photo(variants))).toEqual([
      { type: 'image/avif', srcSet: '/media/a-1080.avif 1080w, /media/a-360.avif 360w' },
      { type: 'image/webp', srcSet: '/media/a-1080.webp 1080w, /media/a-360.webp 360w' },
    ]);
  });

  it('gives none for photos stored before variants existed', () => {
    expect(photoSources(photo())).toEqual([]);
    expect(photoSources(photo([]))).toEqual([]);
  });
});

describe('fallbackSrcSet', () => {
  it('lists the JPEG renditions once each (the largest is also the first alt size)', () => {
    expect(fallbackSrcSet(photo())).toBe('/media/a-1080.jpg 1080w, /media/a-540.jpg 540w');
  });
});
