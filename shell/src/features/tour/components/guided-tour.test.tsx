import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RequestOptions } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices, type FakeServices } from '../../../test/fake-services';
import { makeSession, makeUser } from '../../../test/fixtures';
import { mockLayout, placeAnchors, removeAnchors, setViewportWidth } from '../lib/test-anchors';
import GuidedTour from './guided-tour';

function services(): FakeServices {
  const s = createFakeServices({ session: makeSession({ user: makeUser({ tour_done: false }) }) });
  s.api.on('post', '/svc/tour/done', (options: RequestOptions<unknown> | undefined) => ({
    user: makeUser({ tour_done: (options?.json as { done: boolean }).done }),
  }));
  return s;
}
const doneCalls = (s: FakeServices) => s.api.calls.filter((c) => c.path === '/svc/tour/done').map((c) => c.options?.json);
const dialog = () => screen.getByRole('dialog');
const press = (key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

beforeEach(() => {
  mockLayout();
  setViewportWidth(1440);
});
afterEach(() => {
  removeAnchors();
  jest.restoreAllMocks();
});

describe('the guided tour', () => {
  it('walks compose, the blog (appearance) and messaging with OK, then tells the server and fades out (removing, removed)', async () => {
    placeAnchors();
    const s = services();
    const onRemoved = jest.fn();
    renderWithServices(<GuidedTour onRemoved={onRemoved} />, s);

    expect(dialog()).toHaveAccessibleName('Post something');
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAttribute('data-template', 'standard');
    expect(dialog()).toHaveAttribute('data-position', 'bottom');
    expect(dialog()).toHaveFocus();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip the tour' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog()).toHaveAccessibleName('Make alice yours');
    expect(dialog()).toHaveAttribute('data-template', 'appearance');
    expect(screen.getByRole('link', { name: "Change alice's appearance" })).toHaveAttribute('href', '/settings/blog/alice');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(dialog()).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog()).toHaveAccessibleName('Messages');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    // The last step has nothing left to skip.
    expect(screen.queryByRole('button', { name: 'Skip the tour' })).not.toBeInTheDocument();
    expect(doneCalls(s)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(document.querySelector('.shell-tour')).toHaveAttribute('data-phase', 'removing');
    expect(document.querySelector('.shell-tour')).toHaveClass('shell-tour--removing');
    await waitFor(() => expect(doneCalls(s)).toEqual([{ done: true }]));
    await waitFor(() => expect(s.replaceUser).toHaveBeenCalledWith(expect.objectContaining({ tour_done: true })));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the appearance step's link opens the blog's settings and the tour goes on there", () => {
    placeAnchors();
    const s = services();
    renderWithServices(<GuidedTour onRemoved={jest.fn()} />, s);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('link', { name: "Change alice's appearance" }));
    expect(s.navigations).toEqual(['/settings/blog/alice']);
    expect(dialog()).toHaveAccessibleName('Messages');
  });

  it('Escape skips the rest: the server is told, the tour goes', async () => {
    placeAnchors();
    const s = services();
    const onRemoved = jest.fn();
    renderWithServices(<GuidedTour onRemoved={onRemoved} />, s);
    press('Escape');
    expect(document.querySelector('.shell-tour')).toHaveAttribute('data-phase', 'removing');
    await waitFor(() => expect(onRemoved).toHaveBeenCalled());
    expect(doneCalls(s)).toEqual([{ done: true }]);
  });

  it('"Skip the tour" skips the rest', async () => {
    placeAnchors();
    const s = services();
    const onRemoved = jest.fn();
    renderWithServices(<GuidedTour onRemoved={onRemoved} />, s);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip the tour' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalled());
    expect(doneCalls(s)).toEqual([{ done: true }]);
  });

  it('goes when another tab ended it (the session says done), without telling the server again', async () => {
    placeAnchors();
    const s = services();
    const onRemoved = jest.fn();
    renderWithServices(<GuidedTour onRemoved={onRemoved} />, s);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const session = s.session.get();
    act(() => s.setSession({ ...session, user: { ...session.user!, tour_done: true } }));
    expect(document.querySelector('.shell-tour')).toHaveAttribute('data-phase', 'removing');
    await waitFor(() => expect(onRemoved).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(doneCalls(s)).toEqual([]);
  });

  it('Tab and Shift+Tab go round the popover and never leave it', () => {
    placeAnchors();
    renderWithServices(<GuidedTour onRemoved={jest.fn()} />, services());
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const link = screen.getByRole('link', { name: "Change alice's appearance" });
    const skip = screen.getByRole('button', { name: 'Skip the tour' });
    const ok = screen.getByRole('button', { name: 'OK' });
    press('Tab');
    expect(link).toHaveFocus();
    press('Tab');
    expect(skip).toHaveFocus();
    press('Tab');
    expect(ok).toHaveFocus();
    press('Tab');
    expect(link).toHaveFocus();
    press('Tab', { shiftKey: true });
    expect(ok).toHaveFocus();
    // Focus sent elsewhere comes back.
    act(() => screen.getByRole('button', { name: 'Account' }).focus());
    expect(dialog()).toHaveFocus();
  });

  it('gives focus back to where it was when it is gone', async () => {
    placeAnchors(
      '<div data-testid="anchors"><button data-tour-anchor="account" data-rect="8,1390,36,36">Account</button><button>Before</button></div>',
    );
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    const onRemoved = jest.fn();
    const view = renderWithServices(<GuidedTour onRemoved={onRemoved} />, services());
    expect(dialog()).toHaveFocus();
    press('Escape');
    await waitFor(() => expect(onRemoved).toHaveBeenCalled());
    view.unmount();
    expect(before).toHaveFocus();
  });

  it('leaves out a step whose remote failed or whose anchor is absent, and counts what is left', () => {
    placeAnchors(`<div data-testid="anchors">
      <div data-remote-slot="dashboard-compose" data-remote-state="failed" data-rect="70,450,540,90"></div>
      <button data-tour-anchor="account" data-rect="8,1390,36,36">Account</button>
    </div>`);
    renderWithServices(<GuidedTour onRemoved={jest.fn()} />, services());
    expect(dialog()).toHaveAccessibleName('Make alice yours');
    expect(screen.getByText('Step 1 of 1')).toBeInTheDocument();
  });

  it('leaves out a later step whose remote fails during the tour: the count follows', () => {
    placeAnchors();
    renderWithServices(<GuidedTour onRemoved={jest.fn()} />, services());
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    act(() => document.querySelector('[data-remote-slot="header-inbox"]')?.setAttribute('data-remote-state', 'failed'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip the tour' })).not.toBeInTheDocument();
  });

  it('skips a step whose anchor goes away while the tour is on (the remote failed meanwhile)', async () => {
    placeAnchors();
    renderWithServices(<GuidedTour onRemoved={jest.fn()} />, services());
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    act(() => document.querySelector('[data-remote-slot="header-inbox"]')?.setAttribute('data-remote-state', 'failed'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // The messaging step finds no anchor: the tour is finished instead of broken.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('with nothing to point at it shows nothing and is not remembered', async () => {
    placeAnchors('<div data-testid="anchors"></div>');
    const s = services();
    const onRemoved = jest.fn();
    renderWithServices(<GuidedTour onRemoved={onRemoved} />, s);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onRemoved).toHaveBeenCalled());
    expect(doneCalls(s)).toEqual([]);
  });

  it('on a phone every step is a sheet; a header item behind Menu lights Menu up and says so', () => {
    setViewportWidth(390);
    placeAnchors(`<div data-testid="anchors">
      <nav id="shell-header-nav">
        <div data-remote-slot="header-inbox" data-remote-state="mounted"></div>
        <button data-tour-anchor="account">Account</button>
      </nav>
      <button data-tour-anchor="menu" data-rect="8,340,36,36">Menu</button>
      <div data-remote-slot="dashboard-compose" data-remote-state="waiting" data-rect="70,0,390,90"></div>
    </div>`);
    renderWithServices(<GuidedTour onRemoved={jest.fn()} />, services());
    expect(dialog()).toHaveClass('shell-tour__popover--sheet');
    expect(dialog()).toHaveAttribute('data-position', 'bottom');
    expect(document.querySelector('.shell-tour__arrow')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog()).toHaveAccessibleDescription(/Account is in the Menu\.$/);
    const spotlight = document.querySelector<HTMLElement>('.shell-tour__spotlight');
    // The Menu button's box (8,340,36,36) with 6 px around it.
    expect(spotlight?.style).toMatchObject({ top: '2px', left: '334px', width: '48px', height: '48px' });
  });

  it('scrolling fades the glass, and the tour hides once it has faded out completely', async () => {
    placeAnchors();
    const s = services();
    const onRemoved = jest.fn();
    renderWithServices(<GuidedTour onRemoved={onRemoved} />, s);
    const glass = screen.getByTestId('tour-glass');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    // A position the browser restores before the person does anything is the new start.
    scrollTo(500);
    expect(glass).toHaveStyle({ opacity: '1' });
    fireEvent.wheel(window);
    scrollTo(650);
    expect(glass).toHaveStyle({ opacity: '0.5' });
    scrollTo(520);
    expect(glass).toHaveStyle({ opacity: '0.933' });
    expect(dialog()).toBeInTheDocument();
    scrollTo(800);
    await waitFor(() => expect(onRemoved).toHaveBeenCalled());
    expect(doneCalls(s)).toEqual([{ done: true }]);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('when the server cannot be told, the tour still goes and the failure is reported', async () => {
    placeAnchors();
    const s = services();
    s.api.on('post', '/svc/tour/done', () => {
      throw new Error('offline');
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRemoved = jest.fn();
    renderWithServices(<GuidedTour onRemoved={onRemoved} />, s);
    press('Escape');
    await waitFor(() => expect(onRemoved).toHaveBeenCalled());
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[error-report] the guided tour could not be marked as done', expect.any(Error)),
    );
    expect(s.replaceUser).not.toHaveBeenCalled();
  });

  it('a tour that breaks goes quietly: reported, removed, the page untouched', () => {
    placeAnchors();
    // A session the tour cannot read (no blog list) makes it throw while rendering.
    const broken = createFakeServices({
      session: makeSession({ user: makeUser({ tour_done: false }), blogs: null as unknown as [] }),
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRemoved = jest.fn();
    renderWithServices(<GuidedTour onRemoved={onRemoved} />, broken);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onRemoved).toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('[error-report] the guided tour failed', expect.any(TypeError));
  });
});
