import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeOwnBlog, makeSession, makeVisitorSession } from '../../../test/fixtures';
import { Header } from '../components/header';

const burger = () => screen.getByRole('button', { name: 'Menu' });
const openDrawer = async () => {
  fireEvent.click(burger());
  return screen.findByRole('dialog', { name: 'Menu' });
};

describe('the mobile drawer (spec 3 §2, §4)', () => {
  it('lists the logged-in links with counts, create a post under the current blog, and the blogs', async () => {
    const session = makeSession({
      blogs: [makeOwnBlog('alice', { is_primary: true }), makeOwnBlog('alt', { title: 'Second blog' })],
      current_blog: 'alt',
    });
    renderWithServices(<Header />, createFakeServices({ session }));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    const drawer = await openDrawer();
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    const href = (name: string | RegExp) => within(drawer).getByRole('link', { name }).getAttribute('href');
    expect(href('Create a post')).toBe('/blog/alt/new/text');
    expect(href('Dashboard')).toBe('/dashboard');
    expect(href('Likes 1,234')).toBe('/likes');
    expect(href('Following 12')).toBe('/following');
    expect(href('Settings')).toBe('/settings');
    expect(href('Help')).toBe('/help');
    expect(href('Change Password')).toBe('/settings/password');
    expect(href(/^alt Second blog/)).toBe('/blog/alt');
    expect(href(/^alice/)).toBe('/blog/alice');
    // Desktop-only settings and pages that do not exist are not linked.
    const hrefs = within(drawer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const absent of ['/settings/account', '/settings/notifications', '/settings/tfa', '/settings/apps'])
      expect(hrefs).not.toContain(absent);
    // The first item has focus.
    expect(within(drawer).getByRole('link', { name: 'Create a post' })).toHaveFocus();
  });

  it('closes on the overlay, on Escape (focus back on the burger) and after a link', async () => {
    const { services } = renderWithServices(<Header />);
    await openDrawer();
    fireEvent.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    const drawer = await openDrawer();
    fireEvent.keyDown(within(drawer).getByRole('link', { name: 'Help' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(burger()).toHaveFocus();

    const again = await openDrawer();
    fireEvent.click(within(again).getByRole('link', { name: /^Likes/ }));
    expect(services.navigations).toEqual(['/likes']);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the drawer', async () => {
    renderWithServices(<Header />);
    const drawer = await openDrawer();
    const focusable = within(drawer).getAllByRole('link').concat(within(drawer).getAllByRole('button'));
    const first = within(drawer).getByRole('link', { name: 'Create a post' });
    const last = within(drawer).getByRole('button', { name: 'More for alice' });
    expect(focusable).toContain(last);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it("opens a blog's subnav; the burger closes the subnav first, then the drawer", async () => {
    renderWithServices(<Header />);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'More for alice' }));
    const subnav = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(subnav.getByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(subnav.getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(subnav.getByRole('link', { name: 'Posts 3' })).toHaveAttribute('href', '/blog/alice');
    expect(subnav.getByRole('link', { name: 'Drafts 1' })).toHaveAttribute('href', '/drafts');
    expect(subnav.getByRole('link', { name: 'Queue 2' })).toHaveAttribute('href', '/queue');
    expect(subnav.getByRole('link', { name: 'Inbox 3' })).toHaveAttribute('href', '/inbox');
    expect(subnav.getByRole('link', { name: 'Blog settings' })).toHaveAttribute('href', '/settings/blog/alice');

    fireEvent.click(burger());
    const list = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(list.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'More for alice' })).toHaveFocus();
    fireEvent.click(list.getByRole('button', { name: 'More for alice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    fireEvent.click(burger());
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows visitors Log in, Get started and the splash picture linking to its blog', async () => {
    const services = createFakeServices({ session: makeVisitorSession() });
    services.api.on('get', '/svc/splash', () => ({
      splash: {
        post_id: '7',
        post_url: 'http://localhost/blog/maya-draws/post/7',
        blog: {
          name: 'maya-draws',
          uuid: 't:maya',
          title: 'Maya draws',
          avatar_url: '/a.png',
          url: 'http://localhost/blog/maya-draws',
        },
        photo: {
          url: '/media/p/7.jpg',
          width: 1080,
          height: 720,
          caption: '',
          alt_sizes: [{ url: '/media/p/7-500.jpg', width: 500, height: 333 }],
        },
      },
    }));
    renderWithServices(<Header />, services);
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    const credit = await within(drawer).findByRole('link', { name: 'Posted by maya-draws' });
    expect(credit).toHaveAttribute('href', '/blog/maya-draws');
    const image = credit.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/p/7.jpg');
    expect(image).toHaveAttribute('srcset', '/media/p/7.jpg 1080w, /media/p/7-500.jpg 500w');
    // No alt text written: a decoration, the credit names the link.
    expect(image).toHaveAttribute('alt', '');
    expect(within(drawer).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("describes the splash picture with the poster's alt text when there is one", async () => {
    const services = createFakeServices({ session: makeVisitorSession() });
    services.api.on('get', '/svc/splash', () => ({
      splash: {
        post_id: '7',
        post_url: 'http://localhost/blog/maya-draws/post/7',
        blog: {
          name: 'maya-draws',
          uuid: 't:maya',
          title: 'Maya draws',
          avatar_url: '/a.png',
          url: 'http://localhost/blog/maya-draws',
        },
        photo: { url: '/media/p/7.jpg', width: 1080, height: 720, caption: '', alt: 'A fox asleep in the snow', alt_sizes: [] },
      },
    }));
    renderWithServices(<Header />, services);
    const drawer = await openDrawer();
    const picture = await within(drawer).findByRole('img', { name: 'A fox asleep in the snow' });
    expect(picture.closest('a')).toHaveAttribute('href', '/blog/maya-draws');
    expect(within(drawer).getByRole('link', { name: 'A fox asleep in the snow Posted by maya-draws' })).toBeInTheDocument();
  });

  it('has no picture when there is none or the call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const services = createFakeServices({ session: makeVisitorSession() });
    services.api.on('get', '/svc/splash', () => {
      throw new Error('offline');
    });
    renderWithServices(<Header />, services);
    const drawer = await openDrawer();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(drawer).queryByRole('img')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('is suspended while the ask form is open', async () => {
    const { services } = renderWithServices(<Header />);
    await openDrawer();
    act(() => services.bus.emit('shortcuts:suspend', { reason: 'ask-form' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    fireEvent.click(burger());
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    // Another reason (a search input's focus) does not touch the drawer.
    act(() => services.bus.emit('shortcuts:resume', { reason: 'blog-search' }));
    fireEvent.click(burger());
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    act(() => services.bus.emit('shortcuts:resume', { reason: 'ask-form' }));
    await openDrawer();
  });

  it('closes on a navigation and when the post form hides the header', async () => {
    const { services } = renderWithServices(<Header />);
    await openDrawer();
    act(() => services.router.navigate('/explore'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await openDrawer();
    act(() => services.bus.emit('compose:form-visibility', { open: true }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
