import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { EditorType } from '@dash/shared-contracts';
import { installQuillJsdomShims } from '../testing/jsdom-quill';
import { Controlled, renderRich, seriousAxeIssues, valueText } from '../testing/render-text-editor';
import { EDITOR_TYPE_LABELS } from '../index';
import { TOOLBAR_BUTTONS } from '../lib/toolbar-buttons';

installQuillJsdomShims();
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('textarea editors (html, markdown)', () => {
  it.each<EditorType>(['html', 'markdown'])('%s: a monospace textarea with the typed source', (editorType) => {
    const spy = jest.fn();
    render(<Controlled editorType={editorType} initial="<p>a</p>" spy={spy} />);
    const box = screen.getByRole('textbox', { name: 'Body' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveClass('dash-editor-source');
    fireEvent.change(box, { target: { value: '<p>a</p>\n**b**' } });
    expect(spy).toHaveBeenLastCalledWith('<p>a</p>\n**b**');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('single-line: Enter adds nothing and line breaks become spaces', () => {
    const spy = jest.fn();
    render(<Controlled editorType="markdown" singleLine spy={spy} />);
    const box = screen.getByRole('textbox', { name: 'Body' });
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    fireEvent.change(box, { target: { value: 'a\nb' } });
    expect(spy).toHaveBeenLastCalledWith('a b');
  });

  it('names the editor types', () => {
    expect(EDITOR_TYPE_LABELS).toEqual({ rich: 'Rich text', html: 'HTML', markdown: 'Markdown' });
  });
});

describe('rich editor', () => {
  it('is a labelled multi-line textbox with a named toolbar', async () => {
    await renderRich({ placeholder: 'Your text here' });
    const box = screen.getByRole('textbox', { name: 'Body' });
    expect(box).toHaveClass('ql-editor');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-placeholder', 'Your text here');
    const toolbar = screen.getByRole('toolbar', { name: 'Body formatting' });
    for (const button of TOOLBAR_BUTTONS) expect(screen.getByRole('button', { name: button.label })).toBeInTheDocument();
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Insert read more break' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  });

  it('has no serious accessibility issues (axe)', async () => {
    const { container } = await renderRich({ initial: '<p>Hello</p>' });
    expect(await seriousAxeIssues(container)).toEqual([]);
  });

  it('shows the value, reports edits as HTML and takes a new value from outside', async () => {
    const spy = jest.fn();
    const { quill, rerender } = await renderRich({ initial: '<p>Hello <strong>you</strong></p>', spy });
    expect(quill.root.innerHTML).toBe('<p>Hello <b>you</b></p>');
    expect(spy).not.toHaveBeenCalled();
    act(() => {
      quill.insertText(5, ',', 'user');
    });
    expect(spy).toHaveBeenLastCalledWith('<p>Hello, <b>you</b></p>');
    expect(valueText()).toBe('<p>Hello, <b>you</b></p>');
    // Edit mode: a new value from outside replaces the content, cleaned.
    rerender(<Controlled value={'<h1>New</h1><script>x</script>'} spy={spy} />);
    await waitFor(() => expect(quill.root.innerHTML).toBe('<h2>New</h2>'));
  });

  it('reports an emptied editor as ""', async () => {
    const spy = jest.fn();
    const { quill } = await renderRich({ initial: '<p>x</p>', spy });
    act(() => {
      quill.deleteText(0, 1, 'user');
    });
    expect(spy).toHaveBeenLastCalledWith('');
  });

  it('toolbar buttons format the selection and show their pressed state', async () => {
    const { quill } = await renderRich({ initial: '<p>hello</p>' });
    act(() => quill.setSelection(0, 5, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(valueText()).toBe('<p><b>hello</b></p>');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Headline' }));
    expect(valueText()).toBe('<h2><b>hello</b></h2>');
    fireEvent.click(screen.getByRole('button', { name: 'Clear formatting' }));
    expect(valueText()).toBe('<p>hello</p>');
  });

  it('inserts a read-more break and a rule', async () => {
    const { quill } = await renderRich({ initial: '<p>ab</p>' });
    act(() => quill.setSelection(1, 0, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Insert read more break' }));
    expect(valueText()).toBe('<p>a</p><hr class="read-more" data-label="Read more"><p>b</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Insert horizontal rule' }));
    expect(valueText()).toContain('<hr class="read-more" data-label="Read more"><hr><p>b</p>');
  });

  it('is read only and its toolbar disabled while disabled', async () => {
    const { quill, rerender } = await renderRich({ initial: '<p>x</p>', disabled: true });
    expect(quill.isEnabled()).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    rerender(<Controlled initial="<p>x</p>" disabled={false} />);
    await waitFor(() => expect(quill.isEnabled()).toBe(true));
    expect(screen.getByRole('textbox', { name: 'Body' })).not.toHaveAttribute('aria-disabled');
  });

  it('arrow keys move through the toolbar (one Tab stop)', async () => {
    await renderRich();
    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(italic).toHaveAttribute('tabindex', '-1');
    act(() => bold.focus());
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(italic).toHaveFocus();
    fireEvent.keyDown(italic, { key: 'End' });
    expect(screen.getByRole('button', { name: 'Insert read more break' })).toHaveFocus();
  });
});

describe('plain modes', () => {
  it('plain: no toolbar, paragraphs only', async () => {
    const { quill } = await renderRich({ plain: true, initial: '<h2>T</h2><p><b>x</b></p>' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(quill.root.innerHTML).toBe('<p>T</p><p>x</p>');
  });

  it('single-line: a one-line textbox', async () => {
    const { quill } = await renderRich({ singleLine: true, initial: '<p>a</p><p>b</p>' });
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAttribute('aria-multiline', 'false');
    expect(quill.root.innerHTML).toBe('<p>a b</p>');
  });
});
