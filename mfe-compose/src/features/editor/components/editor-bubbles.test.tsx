import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeImages, installQuillJsdomShims } from '../testing/jsdom-quill';
import { renderRich, seriousAxeIssues, valueText } from '../testing/render-text-editor';
import { LINK_ERRORS } from '../lib/link-url';
import { IMAGE_ERRORS } from './image-bubble';

installQuillJsdomShims();
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('link bubble', () => {
  it('adds a trimmed link with a scheme to the selection', async () => {
    const { quill } = await renderRich({ initial: '<p>hello</p>' });
    act(() => quill.setSelection(0, 5, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const bubble = screen.getByRole('dialog', { name: 'Add link' });
    const input = screen.getByRole('textbox', { name: 'Link URL' });
    expect(input).toHaveFocus();
    expect(bubble.style.width).toBe('200px');
    fireEvent.change(input, { target: { value: '  example.com/page  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(valueText()).toBe('<p><a href="http://example.com/page">hello</a></p>'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enter in the address saves, without a form submit reaching the post form', async () => {
    const formSubmit = jest.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', formSubmit);
    const { quill } = await renderRich({ initial: '<p>hello</p>' });
    act(() => quill.setSelection(0, 5, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const input = screen.getByRole('textbox', { name: 'Link URL' });
    fireEvent.change(input, { target: { value: 'https://enter.test/' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(valueText()).toBe('<p><a href="https://enter.test/">hello</a></p>'));
    expect(formSubmit).not.toHaveBeenCalled();
    document.removeEventListener('submit', formSubmit);
  });

  it('refuses other protocols with a clear error, keeping the input', async () => {
    const { quill } = await renderRich({ initial: '<p>hello</p>' });
    act(() => quill.setSelection(0, 5, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const input = screen.getByRole('textbox', { name: 'Link URL' });
    fireEvent.change(input, { target: { value: 'ftp://files.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_ERRORS.protocol);
    expect(input).toHaveValue('ftp://files.test');
    expect(valueText()).toBe('<p>hello</p>');
  });

  it('edits, opens and removes an existing link; ctrl+k opens it too', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { quill } = await renderRich({ initial: '<p>go <a href="https://old.test/">there</a></p>' });
    act(() => quill.setSelection(5, 0, 'user'));
    fireEvent.keyDown(quill.root, { key: 'k', ctrlKey: true });
    expect(screen.getByRole('dialog', { name: 'Edit link' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Link URL' });
    expect(input).toHaveValue('https://old.test/');
    fireEvent.click(screen.getByRole('button', { name: 'Open link' }));
    expect(open).toHaveBeenLastCalledWith('https://old.test/', '_blank', 'noopener,noreferrer');
    // Opening what is typed adds the missing scheme.
    fireEvent.change(input, { target: { value: ' www.new.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open link' }));
    expect(open).toHaveBeenLastCalledWith('http://www.new.test', '_blank', 'noopener,noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(valueText()).toBe('<p>go there</p>');
    open.mockRestore();
  });

  it('a press outside the bubble (here in the text) dismisses it', async () => {
    const { quill } = await renderRich({ initial: '<p>hello</p>' });
    act(() => quill.setSelection(0, 5, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByRole('dialog', { name: 'Add link' }));
    expect(screen.getByRole('dialog', { name: 'Add link' })).toBeInTheDocument();
    fireEvent.mouseDown(quill.root);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no serious accessibility issues while open (axe)', async () => {
    const { quill, container } = await renderRich({ initial: '<p>hello</p>' });
    act(() => quill.setSelection(0, 5, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    await screen.findByRole('alert');
    expect(await seriousAxeIssues(container)).toEqual([]);
  });

  it('Escape closes the bubble without the event reaching the form', async () => {
    const formEscape = jest.fn();
    document.addEventListener('keydown', formEscape);
    const { quill } = await renderRich({ initial: '<p>hello</p>' });
    act(() => quill.setSelection(0, 5, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Link URL' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(formEscape).not.toHaveBeenCalled();
    document.removeEventListener('keydown', formEscape);
  });
});

describe('image bubble', () => {
  it('inserts an image by address with its original size, or explains what is wrong', async () => {
    const restore = installFakeImages({ 'https://x.test/cat.jpg': { width: 800, height: 600 } });
    const { quill } = await renderRich({ initial: '<p>ab</p>' });
    act(() => quill.setSelection(1, 0, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    const input = screen.getByRole('textbox', { name: 'Image URL' });
    fireEvent.change(input, { target: { value: 'https://x.test/page.html' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_ERRORS.notImage);
    fireEvent.change(input, { target: { value: 'https://x.test/missing.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_ERRORS.notLoaded));
    fireEvent.change(input, { target: { value: ' https://x.test/cat.jpg ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() =>
      expect(valueText()).toBe('<p>a<img src="https://x.test/cat.jpg" data-orig-width="800" data-orig-height="600">b</p>'),
    );
    // Then its alt text is asked (issue 13); Cancel keeps the image without one.
    expect(screen.queryByRole('dialog', { name: 'Insert image' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Describe image 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add alt text to image 1' })).toHaveAttribute('data-alt-missing', 'true');
    restore();
  });
});

describe('alt text of inline images (issue 13)', () => {
  it('asks for the alt text right after inserting, and keeps it in the saved HTML', async () => {
    const restore = installFakeImages({ 'https://x.test/cat.jpg': { width: 800, height: 600 } });
    const { quill } = await renderRich({ initial: '<p>ab</p>' });
    act(() => quill.setSelection(1, 0, 'user'));
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Image URL' }), { target: { value: 'https://x.test/cat.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    const field = await screen.findByRole('textbox', { name: 'Alt text for image 1' });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '  A tabby cat asleep on a keyboard ' } });
    // A person takes longer than the history's 500 ms merge delay to write it.
    act(() => quill.history.cutoff());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(valueText()).toBe(
      '<p>a<img src="https://x.test/cat.jpg" alt="A tabby cat asleep on a keyboard" data-orig-width="800" data-orig-height="600">b</p>',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit alt text of image 1' })).not.toHaveAttribute('data-alt-missing');
    // One undo step takes the description back off, the image stays.
    act(() => quill.history.undo());
    expect(valueText()).toBe('<p>a<img src="https://x.test/cat.jpg" data-orig-width="800" data-orig-height="600">b</p>');
    restore();
  });

  it("opens from the image's ALT button, prefilled; refuses past 1,000 characters without losing them", async () => {
    await renderRich({
      initial: '<p>x<img src="https://x.test/a.jpg" alt="Old words">y<img src="https://x.test/b.jpg"></p>',
    });
    expect(screen.getByRole('button', { name: 'Edit alt text of image 1' })).toHaveTextContent('ALT');
    fireEvent.click(screen.getByRole('button', { name: 'Add alt text to image 2' }));
    expect(screen.getByRole('button', { name: 'Add alt text to image 2' })).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('textbox', { name: 'Alt text for image 2' });
    expect(field).toHaveValue('');
    fireEvent.change(field, { target: { value: 'w'.repeat(1001) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Alt text can be at most 1,000 characters.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog', { name: 'Describe image 2' })).toBeInTheDocument();
    expect(field).toHaveValue('w'.repeat(1001));
    expect(field).toHaveFocus();
    expect(valueText()).toBe('<p>x<img src="https://x.test/a.jpg" alt="Old words">y<img src="https://x.test/b.jpg"></p>');
    // Escape closes it without the form hearing, nothing saved.
    const formEscape = jest.fn();
    document.addEventListener('keydown', formEscape);
    fireEvent.keyDown(field, { key: 'Escape' });
    document.removeEventListener('keydown', formEscape);
    expect(formEscape).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The first one is prefilled; clearing it removes the attribute.
    fireEvent.click(screen.getByRole('button', { name: 'Edit alt text of image 1' }));
    const first = screen.getByRole('textbox', { name: 'Alt text for image 1' });
    expect(first).toHaveValue('Old words');
    fireEvent.change(first, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(valueText()).toBe('<p>x<img src="https://x.test/a.jpg">y<img src="https://x.test/b.jpg"></p>');
    expect(screen.getByRole('button', { name: 'Add alt text to image 1' })).toBeInTheDocument();
  });

  it('has no serious accessibility issues with the ALT buttons and the alt bubble open (axe)', async () => {
    const { container } = await renderRich({ initial: '<p><img src="https://x.test/a.jpg"></p>' });
    fireEvent.click(screen.getByRole('button', { name: 'Add alt text to image 1' }));
    expect(await seriousAxeIssues(container)).toEqual([]);
  });
});
