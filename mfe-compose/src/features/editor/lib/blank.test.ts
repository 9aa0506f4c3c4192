import { isBlankEditorHtml } from './blank';

describe('isBlankEditorHtml', () => {
  it.each(['', '<p><br></p>', '<p></p>', '   ', '<p> &nbsp; </p><p><br></p>', '<h2>\u00a0</h2>', '\n<p>\u200b</p>'])(
    'is blank: %j',
    (html) => expect(isBlankEditorHtml(html)).toBe(true),
  );

  it.each([
    '<p>a</p>',
    '<p><img src="https://x.test/a.png"></p>',
    '<hr class="read-more" data-label="Read more">',
    '<iframe src="https://v.test"></iframe>',
    '0',
  ])('has content: %j', (html) => expect(isBlankEditorHtml(html)).toBe(false));
});
