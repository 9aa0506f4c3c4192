import { escapeHtml, hasPendingImages, isBlankRich } from './rich-text';

describe('rich text helpers', () => {
  it('escapeHtml escapes markup', () => {
    expect(escapeHtml('Tom & "Jerry" <b>')).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
  });

  it('isBlankRich: empty editor HTML is blank, images and embeds are not', () => {
    expect(isBlankRich('')).toBe(true);
    expect(isBlankRich('<p><br></p>')).toBe(true);
    expect(isBlankRich('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankRich('<p>x</p>')).toBe(false);
    expect(isBlankRich('<figure><img src="/a.png"></figure>')).toBe(false);
    expect(isBlankRich('<iframe src="https://v.example"></iframe>')).toBe(false);
  });

  it('hasPendingImages spots local pictures that have not been uploaded', () => {
    expect(hasPendingImages('<img src="blob:http://x/1">')).toBe(true);
    expect(hasPendingImages("<img alt='' src='data:image/png;base64,AA'>")).toBe(true);
    expect(hasPendingImages('<img src="/media/a.png" data-orig-width="2">')).toBe(false);
  });
});
