import { cleanPastedHtml, cleanPlainHtml } from './clean-html';

describe('cleanPastedHtml (spec 1 §5 allow-list)', () => {
  it('keeps the §3 tags', () => {
    const html =
      '<h2>T</h2><p><b>b</b> <i>i</i> <sub>1</sub><sup>2</sup> <small>s</small></p><blockquote>q</blockquote>' +
      '<ul><li>u</li></ul><ol><li>o</li></ol><pre>p</pre><figure><img src="https://x.test/a.png" alt="A"></figure><hr>';
    expect(cleanPastedHtml(html)).toBe(html);
  });

  it('keeps a href and title, drops other link attributes', () => {
    expect(
      cleanPastedHtml('<a href="https://x.test/" title="X" target="_blank" rel="nofollow" class="c" style="color:red">x</a>'),
    ).toBe('<a href="https://x.test/" title="X">x</a>');
  });

  it('keeps img src, alt and the original size only', () => {
    expect(
      cleanPastedHtml(
        '<img src="http://x.test/a.gif" alt="A" width="5" data-orig-width="640" data-orig-height="480" data-x="1" onerror="evil()">',
      ),
    ).toBe('<img src="http://x.test/a.gif" alt="A" data-orig-width="640" data-orig-height="480">');
  });

  it('keeps iframe src, width, height and frameborder', () => {
    expect(
      cleanPastedHtml(
        '<iframe src="https://v.test/e/1" width="500" height="281" frameborder="0" allowfullscreen srcdoc="x"></iframe>',
      ),
    ).toBe('<iframe src="https://v.test/e/1" width="500" height="281" frameborder="0"></iframe>');
  });

  it('keeps the read-more break: hr data-label and only the read-more class', () => {
    expect(cleanPastedHtml('<hr class="read-more fancy" data-label="Read more" id="x">')).toBe(
      '<hr class="read-more" data-label="Read more">',
    );
    expect(cleanPastedHtml('<hr class="fancy">')).toBe('<hr>');
  });

  it('removes script, style, noscript and meta with their contents', () => {
    expect(
      cleanPastedHtml(
        '<meta charset="utf-8"><style>p{color:red}</style><p>a<script>alert(1)</script><noscript>no js</noscript>b</p>',
      ),
    ).toBe('<p>ab</p>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(cleanPastedHtml('<p><span style="x">a</span><u>b</u><font>c</font></p><table><tr><td>d</td></tr></table>')).toBe(
      '<p>abc</p>d',
    );
  });

  it('allows http, https and mailto links only', () => {
    expect(cleanPastedHtml('<a href="mailto:a@b.test">m</a>')).toBe('<a href="mailto:a@b.test">m</a>');
    expect(cleanPastedHtml('<a href="javascript:alert(1)">j</a>')).toBe('j');
    expect(cleanPastedHtml('<a href="ftp://x.test/f">f</a>')).toBe('f');
    expect(cleanPastedHtml('<a href="tumblr://x-callback-url/blog">t</a>')).toBe('t');
    expect(cleanPastedHtml('<a href="/relative">r</a>')).toBe('r');
  });

  it('allows http and https image and iframe sources only', () => {
    expect(cleanPastedHtml('<img src="data:image/png;base64,AAAA"><img src="javascript:x">')).toBe('');
    expect(cleanPastedHtml('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
  });

  it('maps synonyms other editors paste onto the allow-list', () => {
    expect(cleanPastedHtml('<h1>a</h1><h3>b</h3><p><strong>c</strong><em>d</em><strike>e</strike><del>f</del></p>')).toBe(
      '<h2>a</h2><h2>b</h2><p><b>c</b><i>d</i><s>e</s><s>f</s></p>',
    );
  });

  it('keeps formatting that other editors paste as styles (Google Docs)', () => {
    const docs =
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><p><span style="font-weight:700">B</span>' +
      '<span style="font-style:italic">I</span><span style="text-decoration:line-through">S</span>' +
      '<span style="vertical-align:super">2</span><span style="font-weight:400">n</span></p></b>';
    expect(cleanPastedHtml(docs)).toBe('<p><b>B</b><i>I</i><s>S</s><sup>2</sup>n</p>');
    expect(cleanPastedHtml('<p><b><span style="font-weight:bold">x</span></b></p>')).toBe('<p><b>x</b></p>');
  });

  it('writes lists marked with data-list (Quill, Word) as ol and ul', () => {
    expect(cleanPastedHtml('<ol><li data-list="bullet">a</li></ol><ul><li data-list="ordered">b</li></ul>')).toBe(
      '<ul><li>a</li></ul><ol><li>b</li></ol>',
    );
  });

  it('turns divs into paragraphs unless they wrap blocks', () => {
    expect(cleanPastedHtml('<div>a</div><div>b<br>c</div>')).toBe('<p>a</p><p>b<br>c</p>');
    expect(cleanPastedHtml('<div><p>a</p><div>b</div></div>')).toBe('<p>a</p><p>b</p>');
  });

  it('returns "" for empty input', () => {
    expect(cleanPastedHtml('')).toBe('');
  });
});

describe('cleanPlainHtml (plain-text editor: p, br, div)', () => {
  it('keeps only p, br and div, without attributes', () => {
    expect(cleanPlainHtml('<p class="x"><b>a</b><br>b</p><div style="y">c</div>')).toBe('<p>a<br>b</p><div>c</div>');
  });

  it('turns headings, quotes and list items into paragraphs', () => {
    expect(cleanPlainHtml('<h2>a</h2><blockquote>b</blockquote><ul><li>c</li><li>d</li></ul>')).toBe(
      '<p>a</p><p>b</p><p>c</p><p>d</p>',
    );
  });

  it('drops images, links and scripts', () => {
    expect(cleanPlainHtml('<p><a href="https://x.test">a</a><img src="https://x.test/a.png"><script>x</script></p>')).toBe(
      '<p>a</p>',
    );
  });
});
