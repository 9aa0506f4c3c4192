import '@testing-library/jest-dom';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderCompose } from '../../../test/render-compose';

// The form's chunk cannot be fetched (e.g. the deploy went away).
jest.mock('./post-form-panel', () => {
  throw new Error('ChunkLoadError: Loading chunk 182 failed.');
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

it('alerts the spec message and leaves the form when its code fails to load', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  // React reports the caught chunk error on the console; that is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { navigate, payloads } = renderCompose({ path: '/tagged/cats/new/text' });
  await waitFor(() =>
    expect(alert).toHaveBeenCalledWith('Sorry, we seem to be having technical trouble. Please try again later.'),
  );
  expect(navigate).toHaveBeenCalledWith('/tagged/cats');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(payloads('compose:form-visibility')).toEqual([{ open: true }, { open: false }]);
});
