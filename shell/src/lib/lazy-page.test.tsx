import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { lazyPage, preloadLazyPages } from './lazy-page';

const Hello = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

test('renders the fallback until the code is in; once preloaded, it renders at once (the server waits for this)', async () => {
  const Page = lazyPage('hello page', () => Promise.resolve({ default: Hello }));
  expect(renderToString(<Page name="ann" />)).toContain('Loading…');
  await preloadLazyPages();
  const html = renderToString(<Page name="ann" />);
  expect(html).toContain('<h1>Hello <!-- -->ann</h1>');
  expect(html).not.toContain('Loading…');
});

test('a failed download is reported and says so; "Try again" downloads it again', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  const load = jest.fn(() => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: Hello })));
  const Page = lazyPage('flaky page', load);
  render(<Page name="ben" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we seem to be having technical trouble.');
  expect(error).toHaveBeenCalledWith('[error-report] the flaky page failed to load', expect.any(Error), expect.anything());
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Hello ben' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  error.mockRestore();
});
