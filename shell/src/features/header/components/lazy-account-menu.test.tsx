import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithServices } from '../../../test/fake-services';
import { LOAD_FAILED_MESSAGE, createLazyAccountMenu } from './lazy-account-menu';

describe('createLazyAccountMenu', () => {
  it('reports a chunk that fails to load and shows the trouble message, then retries on the next open', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: () => <p>menu loaded</p> });
    const Menu = createLazyAccountMenu(loader);
    const first = renderWithServices(<Menu onClose={() => {}} />);
    const reports: unknown[] = [];
    first.services.bus.on('log:event', (payload) => reports.push(payload));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    expect(spy.mock.calls.some((args) => String(args[0]).startsWith('[error-report]'))).toBe(true);
    // The same pipeline as every event: the logger sends it to /services/cslog.
    expect(reports).toEqual([
      { event: 'client-error', data: { what: 'account menu', name: 'Error', message: 'ChunkLoadError' } },
    ]);
    first.unmount();

    renderWithServices(<Menu onClose={() => {}} />);
    expect(await screen.findByText('menu loaded')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
