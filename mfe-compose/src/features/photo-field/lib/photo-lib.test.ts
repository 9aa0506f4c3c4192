import { defaultLayout, isValidLayout } from '@dash/shared-contracts';
import { layoutLabel, layoutOptions } from './layouts';
import { isImageUrl } from './image-files';
import { fitWithin } from './redraw-image';
import {
  emptyPhotos,
  movePhoto,
  nextPhotoId,
  photoPayload,
  firstPhotoWithoutAlt,
  photoValueFromPost,
  validatePhotos,
  type PhotoItem,
  type PhotoValue,
} from './photo-value';
import { fakePost } from '../../../test/render-compose';

const done = (id: string, extra: Partial<PhotoItem> = {}): PhotoItem => ({
  id,
  status: 'complete',
  progress: 100,
  mediaId: id.slice(1),
  url: `/media/${id}.jpg`,
  caption: '',
  ...extra,
});
const value = (photos: PhotoItem[], layout = ''): PhotoValue => ({ photos, layout });

describe('validatePhotos (spec 1 §5 "Photo")', () => {
  it("needs a photo: 'No photos specified.'", () => {
    expect(validatePhotos(emptyPhotos)).toBe('No photos specified.');
  });
  it("waits for uploads: 'Uploads in progress.'", () => {
    expect(validatePhotos(value([done('o1'), { id: 'o2', status: 'uploading', progress: 40, caption: '' }]))).toBe(
      'Uploads in progress.',
    );
  });
  it("asks to remove photos the server refused: 'Remove the photos that could not be uploaded.'", () => {
    expect(
      validatePhotos(value([done('o1'), { id: 'o2', status: 'error', progress: 0, caption: '', error: 'Upload error' }])),
    ).toBe('Remove the photos that could not be uploaded.');
  });
  it("refuses unresolved photos: 'There are still pending images.'", () => {
    expect(validatePhotos(value([{ id: 'o1', status: 'complete', progress: 100, caption: '' }]))).toBe(
      'There are still pending images.',
    );
  });
  it('allows at most 10 photos', () => {
    const ten = Array.from({ length: 10 }, (_, i) => done(`o${i + 1}`));
    expect(validatePhotos(value(ten))).toBeNull();
    expect(validatePhotos(value([...ten, done('o11')]))).toBe('You can add at most 10 photos.');
  });
});

describe('alt text rules (issue 13)', () => {
  it('refuses a photo whose alt text is past 1,000 characters, after the upload rules', () => {
    expect(validatePhotos(value([done('o1', { alt: 'x'.repeat(1000) })]))).toBeNull();
    expect(validatePhotos(value([done('o1'), done('o2', { alt: 'x'.repeat(1001) })]))).toBe(
      'Alt text can be at most 1,000 characters.',
    );
    expect(validatePhotos(value([{ id: 'o1', status: 'uploading', progress: 1, caption: '', alt: 'x'.repeat(1001) }]))).toBe(
      'Uploads in progress.',
    );
  });
  it('finds the first photo without alt text (blank counts as none)', () => {
    expect(firstPhotoWithoutAlt(value([done('o1', { alt: 'A cat' }), done('o2', { alt: '  ' }), done('o3')]))?.id).toBe('o2');
    expect(firstPhotoWithoutAlt(value([done('o1', { alt: 'A cat' })]))).toBeNull();
  });
});

describe('photoPayload (spec 1 §7)', () => {
  it('sends images, captions cut to 200, the layout and the order', () => {
    const v = value(
      [
        done('o2', { caption: 'x'.repeat(250) }),
        done('o1', { mediaId: undefined, url: undefined, externalUrl: 'https://e.com/a.gif' }),
      ],
      '11',
    );
    expect(photoPayload(v)).toEqual({
      'images[o2]': '2',
      'caption[o2]': 'x'.repeat(200),
      'alt[o2]': '',
      'images[o1]': 'https://e.com/a.gif',
      'caption[o1]': '',
      'alt[o1]': '',
      'post[photoset_layout]': '11',
      'post[photoset_order]': 'o2,o1',
    });
  });
  it("sends each photo's alt text beside its image, trimmed, never cut (issue 13)", () => {
    const long = 'y'.repeat(1000);
    const payload = photoPayload(value([done('o1', { alt: '  A red fox in snow \n' }), done('o2', { alt: long }), done('o3')]));
    expect(payload['alt[o1]']).toBe('A red fox in snow');
    expect(payload['alt[o2]']).toBe(long);
    expect(payload['alt[o3]']).toBe('');
  });
  it('replaces a layout that no longer fits with the default', () => {
    expect(photoPayload(value([done('o1'), done('o2'), done('o3')], '12'))['post[photoset_layout]']).toBe('12');
    expect(photoPayload(value([done('o1'), done('o2'), done('o3')], '11'))['post[photoset_layout]']).toBe('3');
  });
  it('sends the stored URL of an edited photo', () => {
    expect(photoPayload(value([done('o1', { mediaId: undefined })]))['images[o1]']).toBe('/media/o1.jpg');
  });
});

describe('photoValueFromPost', () => {
  it('reads the photos of a post being edited as complete items o1, o2…', () => {
    const post = fakePost({
      type: 'photo',
      content: {
        layout: '2',
        photos: [
          { url: '/a.jpg', width: 10, height: 20, caption: 'A', alt: 'A dog', alt_sizes: [] },
          { url: '/b.jpg', width: 30, height: 40, caption: '', alt_sizes: [] },
        ],
      },
    });
    expect(photoValueFromPost(post)).toEqual({
      layout: '2',
      photos: [
        { id: 'o1', status: 'complete', progress: 100, url: '/a.jpg', width: 10, height: 20, caption: 'A', alt: 'A dog' },
        { id: 'o2', status: 'complete', progress: 100, url: '/b.jpg', width: 30, height: 40, caption: '', alt: '' },
      ],
    });
  });
  it('gives an empty value for a post without photos', () => {
    expect(photoValueFromPost(fakePost())).toEqual({ photos: [], layout: '' });
  });
});

describe('photo helpers', () => {
  it('numbers new photos after the highest id', () => {
    expect(nextPhotoId([])).toBe('o1');
    expect(nextPhotoId([done('o1'), done('o5')])).toBe('o6');
  });
  it('moves a photo', () => {
    const v = value([done('o1'), done('o2'), done('o3')]);
    expect(movePhoto(v, 0, 2).photos.map((p) => p.id)).toEqual(['o2', 'o3', 'o1']);
    expect(movePhoto(v, 5, 0)).toBe(v);
  });
  it('accepts only jpg, jpeg, png and gif URLs', () => {
    expect(isImageUrl('https://e.com/a.JPG')).toBe(true);
    expect(isImageUrl('http://e.com/x/a.jpeg?size=2')).toBe(true);
    expect(isImageUrl('https://e.com/a.png#x')).toBe(true);
    expect(isImageUrl('https://e.com/a.gif')).toBe(true);
    expect(isImageUrl('https://e.com/a.webp')).toBe(false);
    expect(isImageUrl('ftp://e.com/a.png')).toBe(false);
    expect(isImageUrl('e.com/a.png')).toBe(false);
  });
  it('scales to at most 1080 px, never up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1080, height: 810 });
    expect(fitWithin(1000, 2160)).toEqual({ width: 500, height: 1080 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('layouts', () => {
  it('offers every layout for up to four photos and a few for more', () => {
    expect(layoutOptions(1)).toEqual([]);
    expect(layoutOptions(2)).toEqual(['11', '2']);
    expect(layoutOptions(3)).toEqual(['111', '12', '21', '3']);
    expect(layoutOptions(4)).toHaveLength(7);
    const ten = layoutOptions(10);
    expect(ten.length).toBeLessThanOrEqual(8);
    expect(ten.every((l) => isValidLayout(l, 10))).toBe(true);
    expect(ten[0]).toBe(defaultLayout(10));
  });
  it('reads a layout out', () => {
    expect(layoutLabel('21')).toBe('Rows of 2, 1');
  });
});
