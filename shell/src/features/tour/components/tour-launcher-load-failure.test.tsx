import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeSession, makeUser } from '../../../test/fixtures';
import { TourLauncher } from './tour-launcher';

// The tour's chunk cannot be downloaded (offline, a deploy removed it).
jest.mock('./guided-tour', () => {
  throw new Error('Loading chunk tour failed.');
});

it('a tour whose code cannot load is reported and the page goes on without it', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const s = createFakeServices({ session: makeSession({ user: makeUser({ tour_done: false }) }) });
  renderWithServices(
    <>
      <TourLauncher />
      <p>The dashboard</p>
    </>,
    s,
  );
  await waitFor(() => expect(errors).toHaveBeenCalledWith('[error-report] the guided tour failed to load', expect.any(Error)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('The dashboard')).toBeInTheDocument();
  expect(s.api.calls).toEqual([]);
});
