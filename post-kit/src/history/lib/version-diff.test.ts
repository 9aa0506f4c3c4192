import { diffText, htmlText, versionChanges, hasChanges } from './version-diff';

const photo = (url: string, alt = '') => ({
  url,
  width: 10,
  height: 10,
  caption: '',
  alt,
  alt_sizes: [{ url: `${url}?small`, width: 5, height: 5 }],
});

it('reads the text a reader sees of sanitized HTML', () => {
  expect(htmlText('<p>One &amp; <b>two</b></p><p>three<br>four</p>')).toBe('One & two\nthree\nfour');
  expect(htmlText('')).toBe('');
});

it('marks added and removed words (diffWords)', () => {
  expect(diffText('The old words', 'The new words')).toEqual([
    { value: 'The ', kind: 'same' },
    { value: 'old', kind: 'removed' },
    { value: 'new', kind: 'added' },
    { value: ' words', kind: 'same' },
  ]);
});

it('lists what changed between two versions: text fields, media before and after, alt text, tags', () => {
  const older = {
    content: { title: 'Hello', body: '<p>The old words</p>', photos: [photo('/a.jpg', 'A cat'), photo('/b.jpg')] },
    tags: ['cats', 'pets'],
  };
  const newer = {
    content: { title: 'Hello', body: '<p>The new words</p>', photos: [photo('/a.jpg', 'A grey cat'), photo('/c.jpg')] },
    tags: ['cats', 'grey'],
  };
  const changes = versionChanges(older, newer);
  expect(changes.text.map((t) => t.label)).toEqual(['Body']);
  expect(changes.mediaRemoved).toEqual([{ url: '/b.jpg', thumb: '/b.jpg?small', alt: '', kind: 'Photo' }]);
  expect(changes.mediaAdded.map((m) => m.url)).toEqual(['/c.jpg']);
  expect(changes.altChanged).toEqual([{ url: '/a.jpg', before: 'A cat', after: 'A grey cat' }]);
  expect(changes).toMatchObject({ tagsRemoved: ['pets'], tagsAdded: ['grey'] });
  expect(hasChanges(changes)).toBe(true);
  expect(hasChanges(versionChanges(older, older))).toBe(false);
});
