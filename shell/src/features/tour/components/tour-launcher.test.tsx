import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RequestOptions, Session } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices, type FakeServices } from '../../../test/fake-services';
import { makeSession, makeUser, makeVisitorSession } from '../../../test/fixtures';
import { requestTour } from '../lib/tour-requests';
import { mockLayout, placeAnchors, removeAnchors, setViewportWidth } from '../lib/test-anchors';
import { TourLauncher } from './tour-launcher';

function services(session: Session, path = '/dashboard', answer: 'ok' | 'fail' = 'ok'): FakeServices {
  const s = createFakeServices({ session, path });
  s.api.on('post', '/svc/tour/done', (options: RequestOptions<unknown> | undefined) => {
    if (answer === 'fail') throw new Error('offline');
    return { user: makeUser({ tour_done: (options?.json as { done: boolean }).done }) };
  });
  return s;
}
const newAccount = () => makeSession({ user: makeUser({ tour_done: false }) });

beforeEach(() => {
  mockLayout();
  setViewportWidth(1440);
  placeAnchors();
});
afterEach(() => {
  removeAnchors();
  jest.restoreAllMocks();
});

async function finishTour() {
  for (let i = 0; i < 3; i++) fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('TourLauncher', () => {
  it('shows the tour to a new account on its dashboard (loaded as its own chunk)', async () => {
    renderWithServices(<TourLauncher />, services(newAccount()));
    expect(await screen.findByRole('dialog', { name: 'Post something' })).toBeInTheDocument();
  });

  it.each([
    ['a user who took it', makeSession({ user: makeUser({ tour_done: true }) }), '/dashboard'],
    ['an older server (no flag)', makeSession(), '/dashboard'],
    ['a visitor', makeVisitorSession(), '/dashboard'],
    ['another page', newAccount(), '/explore'],
    ['a conversation over the dashboard', newAccount(), '/dashboard?conversation=bob'],
  ])('shows nothing to %s', async (_name, session, path) => {
    const errors = jest.spyOn(console, 'error');
    renderWithServices(<TourLauncher />, services(session, path));
    // Give a lazy chunk every chance to arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('starts when a new account reaches the dashboard, and stays over the page its link leads to', async () => {
    const s = services(newAccount(), '/explore');
    renderWithServices(<TourLauncher />, s);
    act(() => s.router.navigate('/dashboard'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('link', { name: "Change alice's appearance" }));
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeInTheDocument();
  });

  it('once: finished, it does not come back on the dashboard', async () => {
    const s = services(newAccount());
    renderWithServices(<TourLauncher />, s);
    await finishTour();
    expect(s.session.get().user?.tour_done).toBe(true);
    act(() => s.router.navigate('/explore'));
    act(() => s.router.navigate('/dashboard'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closed while the server could not be told, it stays closed for this page; asked again, it opens', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = services(newAccount(), '/dashboard', 'fail');
    renderWithServices(<TourLauncher />, s);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => s.router.navigate('/explore'));
    act(() => s.router.navigate('/dashboard'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => requestTour());
    expect(await screen.findByRole('dialog', { name: 'Post something' })).toBeInTheDocument();
  });

  it('goes when the user logs out', async () => {
    const s = services(newAccount());
    renderWithServices(<TourLauncher />, s);
    await screen.findByRole('dialog');
    await act(() => s.logout());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
