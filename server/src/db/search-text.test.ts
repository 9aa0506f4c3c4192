import { htmlWords, postSearchText } from './search-text';

describe('postSearchText', () => {
  it('takes the words of every type’s fields, HTML without markup', () => {
    const content = {
      title: 'A <title> as typed',
      body: '<p>First&nbsp;para</p><p>Second <strong>bo</strong>ld <a href="https://x.example/y">link text</a></p><img src="/media/a.jpg" alt="">',
      caption: '<figure><iframe src="https://www.youtube.com/embed/abc" sandbox="allow-scripts"></iframe></figure><p>cap</p>',
      quote: '<p>To be</p>',
      source: '<p>Someone &amp; co</p>',
      question: 'Why?',
      answer: '<p>Because</p>',
      url: 'https://example.com/page',
      excerpt: 'An excerpt',
      author: 'An author',
      chat: [{ label: 'A:', phrase: 'hello' }],
      photos: [{ caption: 'photo words' }],
      audio: { track_title: 'Track', artist: 'Artist', album: 'Album' },
    };
    const trail = [{ html: '<p>earlier <em>comment</em></p>' }];
    expect(postSearchText(JSON.stringify(content), JSON.stringify(trail))).toBe(
      [
        'A <title> as typed Why? https://example.com/page An excerpt An author',
        'First para Second bold link text',
        'cap',
        'To be',
        'Someone & co',
        'Because',
        'A: hello photo words Track Artist Album',
        'earlier comment',
      ].join(' '),
    );
  });

  it('never throws: anything that is not the expected JSON has no words', () => {
    for (const [content, trail] of [
      [null, null],
      ['not json', '{'],
      ['[1,2]', '"x"'],
      [JSON.stringify({ title: 5, body: { a: 1 }, chat: 'x', photos: [null], audio: [] }), '[null, {"html": 3}]'],
      [Buffer.from('x'), 12],
    ])
      expect(postSearchText(content, trail)).toBe('');
  });

  it('leaves out script and style text', () => {
    expect(htmlWords('<p>a</p><script>var b</script><style>.c{}</style><p>d</p>')).toBe('a d');
  });
});
