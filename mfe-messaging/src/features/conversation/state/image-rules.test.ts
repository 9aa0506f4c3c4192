import {
  checkPhoto,
  INVALID_TYPE_TEXT,
  PREVIEW_SEND_DELAY_MS,
  previewSize,
  sendableContext,
  submitWithPreview,
  tooBigText,
  type PreviewImage,
} from './image-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

test('type must be jpg, jpeg, png or gif with an image/* content type, else "Invalid file type"', () => {
  for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif']) expect(checkPhoto(file(name, 'image/jpeg'))).toBeNull();
  expect(checkPhoto(file('a.webp', 'image/webp'))).toBe(INVALID_TYPE_TEXT);
  expect(checkPhoto(file('a.bmp', 'image/bmp'))).toBe(INVALID_TYPE_TEXT);
  expect(checkPhoto(file('notes.txt', 'text/plain'))).toBe(INVALID_TYPE_TEXT);
  expect(checkPhoto(file('fake.png', 'text/plain'))).toBe(INVALID_TYPE_TEXT);
  // No extension: the MIME type decides.
  expect(checkPhoto(file('pasted', 'image/png'))).toBeNull();
  expect(checkPhoto(file('pasted', 'image/tiff'))).toBe(INVALID_TYPE_TEXT);
});

test('size at most 10485760 bytes, else "Image must be smaller than 10MB" (the limit in whole MB)', () => {
  expect(checkPhoto(file('a.png', 'image/png', 10485760))).toBeNull();
  expect(checkPhoto(file('a.png', 'image/png', 10485761))).toBe('Image must be smaller than 10MB');
  expect(tooBigText(5 * 1024 * 1024 + 10)).toBe('Image must be smaller than 5MB');
  // The type is checked first.
  expect(checkPhoto(file('a.txt', 'text/plain', 99999999))).toBe(INVALID_TYPE_TEXT);
});

test('the preview fits at most 210×150, keeping the ratio, never enlarged', () => {
  expect(previewSize({ width: 1000, height: 500 })).toEqual({ width: 210, height: 105 });
  expect(previewSize({ width: 300, height: 600 })).toEqual({ width: 75, height: 150 });
  expect(previewSize({ width: 100, height: 80 })).toEqual({ width: 100, height: 80 });
});

test('a context is sent only if its first segment is post-chrome, messaging-gif or messaging-image-upload', () => {
  expect(sendableContext('messaging-image-upload')).toBe('messaging-image-upload');
  expect(sendableContext('messaging-gif')).toBe('messaging-gif');
  expect(sendableContext('post-chrome:reblog')).toBe('post-chrome:reblog');
  expect(sendableContext('inbox')).toBeUndefined();
  expect(sendableContext(undefined)).toBeUndefined();
});

test('submit: the preview closes at once, its message is queued 150 ms later, then the text', () => {
  jest.useFakeTimers();
  try {
    const events: string[] = [];
    const preview = { kind: 'photo', url: 'blob:x', width: 10, height: 10, context: 'messaging-image-upload' } as PreviewImage;
    submitWithPreview(preview, 'hello', {
      closePreview: () => events.push('close'),
      enqueue: (text, image) => events.push(image ? `image:${image.url}` : `text:${text}`),
    });
    expect(events).toEqual(['close']);
    jest.advanceTimersByTime(PREVIEW_SEND_DELAY_MS - 1);
    expect(events).toEqual(['close']);
    jest.advanceTimersByTime(1);
    expect(events).toEqual(['close', 'image:blob:x', 'text:hello']);

    events.length = 0;
    submitWithPreview(preview, '', { closePreview: () => events.push('close'), enqueue: (t, i) => events.push(i ? 'image' : t) });
    jest.advanceTimersByTime(150);
    expect(events).toEqual(['close', 'image']);
  } finally {
    jest.useRealTimers();
  }
});
