import { fitThumbnail, thumbnailSource } from './image-fit';

test('fitThumbnail scales down to fit 210×150 and never up', () => {
  expect(fitThumbnail(1000, 500)).toEqual({ width: 210, height: 105 });
  expect(fitThumbnail(500, 1000)).toEqual({ width: 75, height: 150 });
  expect(fitThumbnail(100, 80)).toEqual({ width: 100, height: 80 });
});

test('thumbnailSource picks the smallest rendition at least 210 wide, else the original, else url', () => {
  const image = {
    url: '/u.jpg',
    width: 1000,
    height: 500,
    alt_sizes: [
      { url: '/1000.jpg', width: 1000, height: 500 },
      { url: '/400.jpg', width: 400, height: 200 },
      { url: '/100.jpg', width: 100, height: 50 },
    ],
  };
  expect(thumbnailSource(image)).toBe('/400.jpg');
  expect(thumbnailSource({ ...image, alt_sizes: [], original_size: { url: '/o.jpg', width: 1000, height: 500 } })).toBe('/o.jpg');
  expect(thumbnailSource({ url: '/u.jpg', width: 1, height: 1 })).toBe('/u.jpg');
});
