import { installFakeImages, installQuillJsdomShims } from '../../testing/jsdom-quill';
import { makeEditor, paste } from '../../testing/quill-editor';
import { EDITOR_WARNINGS } from '../warnings';
import { insertBlockEmbed } from './actions';
import { editorHtml, setEditorHtml } from './editor-html';
import { insertImage } from './insert-image';
import { linkTargetFor, removeLink, saveLink } from './link-edit';

installQuillJsdomShims();

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  document.body.innerHTML = '';
});

describe('paste and images', () => {
  let restoreImages: () => void;
  beforeEach(() => {
    restoreImages = installFakeImages({ 'https://x.test/cat.png': { width: 640, height: 480 } });
  });
  afterEach(() => restoreImages());

  it('cleans pasted HTML to the allow-list', () => {
    const quill = makeEditor();
    quill.setSelection(0, 0, 'user');
    paste(quill, {
      'text/html': '<p style="color:red" onclick="x()">a<script>alert(1)</script><u>b</u></p>',
      'text/plain': 'ab',
    });
    expect(editorHtml(quill)).toBe('<p>ab</p>');
  });

  it('keeps Word lists and Google Docs formatting', () => {
    const word =
      '<html xmlns:w="urn:schemas-microsoft-com:office:word"><head><style>@list l0:level1 {mso-level-number-format:bullet;}' +
      '@list l1:level1 {mso-level-number-format:decimal;}</style></head><body>' +
      '<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·</span>one</p>' +
      '<p class="MsoListParagraph" style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">1.</span>two</p></body></html>';
    const quill = makeEditor();
    quill.setSelection(0, 0, 'user');
    paste(quill, { 'text/html': word, 'text/plain': 'one two' });
    expect(editorHtml(quill)).toBe('<ul><li>one</li></ul><ol><li>two</li></ol>');
    const docs = makeEditor();
    docs.setSelection(0, 0, 'user');
    paste(docs, {
      'text/html':
        '<b style="font-weight:normal" id="docs-internal-guid-9"><p><span style="font-weight:700">bold</span> plain</p></b>',
      'text/plain': 'bold plain',
    });
    expect(editorHtml(docs)).toBe('<p><b>bold</b> plain</p>');
  });

  it('a pasted image address becomes an image with its original size', async () => {
    const quill = makeEditor();
    quill.setText('ab', 'user');
    quill.setSelection(1, 0, 'user');
    paste(quill, { 'text/plain': 'https://x.test/cat.png' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(editorHtml(quill)).toBe('<p>a<img src="https://x.test/cat.png" data-orig-width="640" data-orig-height="480">b</p>');
  });

  it('an image that cannot load is pasted as its address, so nothing is lost', async () => {
    const quill = makeEditor();
    quill.setSelection(0, 0, 'user');
    paste(quill, { 'text/plain': 'https://x.test/missing.jpg' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(editorHtml(quill)).toBe('<p>https://x.test/missing.jpg</p>');
  });

  it('a dropped image address becomes an image at the cursor', async () => {
    const quill = makeEditor();
    quill.setText('ab', 'user');
    quill.setSelection(2, 0, 'user');
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    const data = { 'text/uri-list': '# comment\r\nhttps://x.test/cat.png', 'text/plain': 'https://x.test/cat.png' };
    Object.defineProperty(drop, 'dataTransfer', {
      value: { files: [], getData: (type: string) => data[type as keyof typeof data] ?? '' },
    });
    quill.root.dispatchEvent(drop);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(editorHtml(quill)).toBe('<p>ab<img src="https://x.test/cat.png" data-orig-width="640" data-orig-height="480"></p>');
  });

  it('follows edits made while the image loads', async () => {
    const quill = makeEditor();
    quill.setText('ab', 'user');
    const done = insertImage(quill, 'https://x.test/cat.png', { index: 1, length: 0 });
    quill.insertText(0, 'XY', 'user');
    expect(await done).toBe(true);
    expect(editorHtml(quill)).toBe('<p>XYa<img src="https://x.test/cat.png" data-orig-width="640" data-orig-height="480">b</p>');
  });

  it('warns for unknown sources, empty data and a missing selection', async () => {
    const quill = makeEditor();
    expect(await insertImage(quill, new Blob(['x']), { index: 0, length: 0 })).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(EDITOR_WARNINGS.unknownImageSource);
    expect(await insertImage(quill, '  ', { index: 0, length: 0 })).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(EDITOR_WARNINGS.emptyData);
    expect(await insertImage(quill, 'https://x.test/cat.png', null)).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(EDITOR_WARNINGS.noSelection);
    expect(insertBlockEmbed(quill, 'read-more', null)).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(EDITOR_WARNINGS.noSelection);
  });
});

describe('read-more break and links', () => {
  it('inserts the read-more break and a rule on their own lines', () => {
    const quill = makeEditor();
    quill.setText('ab', 'user');
    insertBlockEmbed(quill, 'read-more', { index: 1, length: 0 });
    expect(editorHtml(quill)).toBe('<p>a</p><hr class="read-more" data-label="Read more"><p>b</p>');
    insertBlockEmbed(quill, 'divider', { index: 0, length: 0 });
    expect(editorHtml(quill)).toBe('<hr><p>a</p><hr class="read-more" data-label="Read more"><p>b</p>');
  });

  it('adds a link to the selection, or inserts the address at a cursor', () => {
    const quill = makeEditor();
    quill.setText('hello', 'user');
    saveLink(quill, linkTargetFor(quill, { index: 0, length: 5 }), 'https://x.test');
    expect(editorHtml(quill)).toBe('<p><a href="https://x.test">hello</a></p>');
    saveLink(quill, linkTargetFor(quill, { index: 5, length: 0 }), 'mailto:a@b.test');
    expect(editorHtml(quill)).toBe('<p><a href="https://x.test">hello</a><a href="mailto:a@b.test">mailto:a@b.test</a></p>');
  });

  it('edits and removes the whole link under the cursor', () => {
    const quill = makeEditor();
    setEditorHtml(quill, '<p>go <a href="https://old.test">there</a> now</p>');
    const target = linkTargetFor(quill, { index: 5, length: 0 });
    expect(target).toEqual({ range: { index: 3, length: 5 }, href: 'https://old.test', existing: true });
    saveLink(quill, target, 'https://new.test');
    expect(editorHtml(quill)).toBe('<p>go <a href="https://new.test">there</a> now</p>');
    removeLink(quill, target);
    expect(editorHtml(quill)).toBe('<p>go there now</p>');
  });

  it('warns when the link being edited is gone', () => {
    const quill = makeEditor();
    setEditorHtml(quill, '<p><a href="https://old.test">there</a></p>');
    const target = linkTargetFor(quill, { index: 1, length: 0 });
    quill.setText('plain', 'user');
    removeLink(quill, target);
    expect(warn).toHaveBeenCalledWith(EDITOR_WARNINGS.noLinkElement);
    expect(editorHtml(quill)).toBe('<p>plain</p>');
  });

  it('never stores a link with a forbidden protocol', () => {
    const quill = makeEditor();
    quill.setText('x', 'user');
    quill.formatText(0, 1, 'link', 'javascript:alert(1)', 'user');
    expect(editorHtml(quill)).toBe('<p><a href="about:blank">x</a></p>');
  });
});
