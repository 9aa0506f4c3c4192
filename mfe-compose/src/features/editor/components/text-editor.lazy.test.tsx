import '@testing-library/jest-dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { installQuillJsdomShims } from '../testing/jsdom-quill';
import { TextEditor } from '../index';

// Records when Quill is first evaluated: it must not be before a rich editor is rendered.
let mockQuillLoaded = false;
jest.mock('quill/core', () => {
  mockQuillLoaded = true;
  return jest.requireActual('quill/core');
});

installQuillJsdomShims();
afterEach(cleanup);

describe('lazy loading of Quill', () => {
  it('is not loaded by the feature entry or by the textarea editors', () => {
    render(<TextEditor label="Body" value="# Hi" onChange={jest.fn()} editorType="markdown" />);
    render(<TextEditor label="Source" value="<p>Hi</p>" onChange={jest.fn()} editorType="html" />);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue('# Hi');
    expect(mockQuillLoaded).toBe(false);
  });

  it('loads when a rich editor renders, showing the value meanwhile', async () => {
    const onReady = jest.fn();
    const { container } = render(
      <TextEditor
        label="Body"
        value="<p>Kept <b>while</b> loading</p>"
        onChange={jest.fn()}
        editorType="rich"
        onReady={onReady}
      />,
    );
    const fallback = screen.getByRole('textbox', { name: 'Body' });
    expect(fallback).toHaveAttribute('aria-busy', 'true');
    expect(fallback).toHaveTextContent('Kept while loading');
    expect(mockQuillLoaded).toBe(false);
    await waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 5000 });
    expect(mockQuillLoaded).toBe(true);
    expect(container.querySelector('.ql-editor')).toHaveTextContent('Kept while loading');
  });
});
