import { fillMissingAlt } from './fill-missing-alt';

describe('fillMissingAlt', () => {
  it('keeps the alt the server sent', () => {
    const html = '<p><img src="/media/a.jpg" alt="A red kite over the hill"></p>';
    expect(fillMissingAlt(html, 'maya-draws')).toBe(html);
  });

  it('describes an image without an alt by its place and blog', () => {
    expect(fillMissingAlt('<p><img src="/media/a.jpg"></p>', 'maya-draws')).toBe(
      '<p><img alt="Image by maya-draws" src="/media/a.jpg"></p>',
    );
  });

  it('counts every image of the block and replaces empty alts only', () => {
    const html = '<img src="/1.jpg" alt="One"><img src="/2.jpg" alt=""><img src=\'/3.jpg\' title="alt=x" />';
    expect(fillMissingAlt(html, 'bob')).toBe(
      '<img src="/1.jpg" alt="One"><img alt="Image 2 of 3 by bob" src="/2.jpg"><img alt="Image 3 of 3 by bob" src=\'/3.jpg\' title="alt=x" />',
    );
  });

  it('reads quoted values with ">" in them and escapes what it writes', () => {
    expect(fillMissingAlt('<img title="a > b" src="/x.jpg">', 'a"b')).toBe(
      '<img alt="Image by a&quot;b" title="a > b" src="/x.jpg">',
    );
  });

  it('leaves HTML without images alone', () => {
    const html = '<p>No <b>images</b> here</p>';
    expect(fillMissingAlt(html, 'bob')).toBe(html);
  });
});
