import { PhotoSchema } from './post';

const photo = {
  url: '/media/a-1080.jpg',
  width: 1080,
  height: 720,
  caption: '',
  alt_sizes: [{ url: '/media/a-540.jpg', width: 540, height: 360 }],
};

describe('PhotoSchema', () => {
  it('still accepts a photo without variants (stored before them, GIFs)', () => {
    expect(PhotoSchema.parse(photo)).toEqual(photo);
  });

  it('keeps AVIF/WebP variants in their order', () => {
    const variants = [
      { url: '/media/a-1080.avif', type: 'image/avif', width: 1080, height: 720 },
      { url: '/media/a-1080.webp', type: 'image/webp', width: 1080, height: 720 },
    ];
    expect(PhotoSchema.parse({ ...photo, variants }).variants).toEqual(variants);
    expect(PhotoSchema.safeParse({ ...photo, variants: [{ ...variants[0], width: 0 }] }).success).toBe(false);
  });
});
