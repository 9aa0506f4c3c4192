import { commentField, ownWords } from './post-comment';

describe('commentField', () => {
  it('is the body of text posts, the answer of answers and the caption of every other type', () => {
    expect(commentField('text')).toBe('body');
    expect(commentField('answer')).toBe('answer');
    for (const type of ['photo', 'quote', 'link', 'chat', 'audio', 'video']) expect(commentField(type)).toBe('caption');
  });

  it('reads a post’s own words from that field', () => {
    expect(ownWords({ type: 'photo', content: { caption: '<p>mine</p>', body: 'x' } })).toBe('<p>mine</p>');
    expect(ownWords({ type: 'answer', content: { question: 'q' } })).toBe('');
  });
});
