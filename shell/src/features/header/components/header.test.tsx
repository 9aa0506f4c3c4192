import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeOwnBlog, makeSession, makeUser, makeVisitorSession } from '../../../test/fixtures';
import { Header } from './header';

describe('Header', () => {
  it('shows Log in and Sign up to visitors, without account, activity or compose', () => {
    renderWithServices(<Header />, createFakeServices({ session: makeVisitorSession() }));
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('link', { name: 'Dashboard home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Account/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compose a post' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('slot-header-activity')).not.toBeInTheDocument();
  });

  it('gives logged-in users the slots, the account button and compose', () => {
    const { services } = renderWithServices(<Header />);
    expect(screen.getByRole('link', { name: 'Dashboard home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('slot-header-inbox')).toBeInTheDocument();
    expect(screen.getByTestId('slot-header-activity')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Compose a post' }));
    expect(services.bus.payloads('compose:open-fast')).toEqual([{}]);
  });

  it('hides the messaging slot when the user cannot message', () => {
    renderWithServices(<Header />, createFakeServices({ session: makeSession({ user: makeUser({ can_message: false }) }) }));
    expect(screen.queryByTestId('slot-header-inbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('slot-header-activity')).toBeInTheDocument();
  });

  it('sums unread counts of every blog into the badge, capped at 99+', () => {
    const session = makeSession({
      blogs: [makeOwnBlog('alice', { unread_count: 60 }), makeOwnBlog('alt', { unread_count: 45 })],
    });
    renderWithServices(<Header />, createFakeServices({ session }));
    expect(screen.getByTestId('account-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Account, 105 unread' })).toBeInTheDocument();
  });

  it('shows no badge without unread items', () => {
    renderWithServices(<Header />, createFakeServices({ session: makeSession({ blogs: [makeOwnBlog('alice')] }) }));
    expect(screen.queryByTestId('account-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('hides while the post form is open and shows again when it closes', () => {
    const services = createFakeServices();
    services.bus.emit('compose:form-visibility', { open: true });
    const { container } = renderWithServices(<Header />, services);
    const header = container.querySelector('header')!;
    expect(header).toHaveClass('shell-header--hidden');
    act(() => services.bus.emit('compose:form-visibility', { open: false }));
    expect(header).not.toHaveClass('shell-header--hidden');
  });

  it('shows the page title of the mobile header, the server render included', () => {
    const services = createFakeServices({ path: '/blog/maya-draws/post/5' });
    renderWithServices(<Header />, services);
    expect(screen.getByTestId('header-title')).toHaveTextContent('maya-draws');
    act(() => services.router.navigate('/likes'));
    expect(screen.getByTestId('header-title')).toHaveTextContent('Likes');
  });
});

describe('the sticky mobile header (spec 3 §4, §9: 45 px, 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.scrollY = 0;
  });
  const scrollTo = (y: number) =>
    act(() => {
      window.scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    });
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('becomes sticky 500 ms after passing 45 px, hides going down and shows going up', () => {
    const { container } = renderWithServices(<Header />);
    const header = container.querySelector('header')!;
    scrollTo(45);
    wait(1000);
    expect(header).not.toHaveClass('shell-header--sticky');
    scrollTo(46);
    scrollTo(300);
    wait(499);
    expect(header).not.toHaveClass('shell-header--sticky');
    wait(1);
    expect(header).toHaveClass('shell-header--sticky', 'shell-header--away');
    scrollTo(250);
    expect(header).toHaveClass('shell-header--sticky');
    expect(header).not.toHaveClass('shell-header--away');
    scrollTo(400);
    expect(header).toHaveClass('shell-header--away');
    // Keyboard focus into the hidden header shows it.
    act(() => screen.getByRole('button', { name: 'Menu' }).focus());
    expect(header).not.toHaveClass('shell-header--away');
    scrollTo(0);
    expect(header).not.toHaveClass('shell-header--sticky');
  });

  it('forgets the delay when the page comes back above 45 px in time', () => {
    const { container } = renderWithServices(<Header />);
    const header = container.querySelector('header')!;
    scrollTo(100);
    wait(300);
    scrollTo(20);
    wait(1000);
    expect(header).not.toHaveClass('shell-header--sticky');
  });
});
