import '@testing-library/jest-dom';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installQuillJsdomShims } from '../testing/jsdom-quill';
import { EDITOR_LOAD_ERROR } from './rich-editor-loader';
import { TextEditor } from './text-editor';

// The first load of the chunk fails (as a network error would), the retry succeeds.
let mockFailLoad = true;
jest.mock('./rich-editor', () => {
  if (mockFailLoad) throw new Error('Loading chunk editor failed.');
  return jest.requireActual('./rich-editor');
});

installQuillJsdomShims();
afterEach(cleanup);

it('keeps the value when the editor chunk fails, says so, and retries', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onReady = jest.fn();
  render(<TextEditor label="Body" value="<p>Safe text</p>" onChange={jest.fn()} editorType="rich" onReady={onReady} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(EDITOR_LOAD_ERROR);
  expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Safe text');
  mockFailLoad = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 5000 });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Body' })).toHaveClass('ql-editor');
  error.mockRestore();
});
