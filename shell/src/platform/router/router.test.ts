import { createBus } from '@dash/remote-kit/src/bus';
import { createRouter } from './router';

describe('createRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/dashboard'));

  it('returns a cached location object that changes only with the location', () => {
    const bus = createBus();
    const router = createRouter({ bus });
    const first = router.getLocation();
    expect(first).toEqual({ pathname: '/dashboard', search: '', overlayBase: null });
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.getLocation()).toBe(first);
    router.stop();
  });

  it('navigates with pushState, notifies subscribers and emits route:changed', () => {
    const bus = createBus();
    const router = createRouter({ bus });
    const listener = jest.fn();
    router.subscribe(listener);
    router.navigate('/tagged/cats?sort=top');
    expect(window.location.pathname).toBe('/tagged/cats');
    expect(router.getLocation()).toEqual({ pathname: '/tagged/cats', search: '?sort=top', overlayBase: null });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(bus.last('route:changed')).toEqual({ path: '/tagged/cats', search: '?sort=top' });
    router.stop();
  });

  it('follows back/forward (popstate) and single-spa routing events', () => {
    const bus = createBus();
    const router = createRouter({ bus });
    const listener = jest.fn();
    router.subscribe(listener);
    window.history.pushState(null, '', '/likes');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.getLocation().pathname).toBe('/likes');
    window.history.pushState(null, '', '/inbox');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(router.getLocation().pathname).toBe('/inbox');
    expect(listener).toHaveBeenCalledTimes(2);
    router.stop();
    window.history.pushState(null, '', '/drafts');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.getLocation().pathname).toBe('/inbox');
  });

  it('replaces the current history entry when asked', () => {
    const bus = createBus();
    const router = createRouter({ bus });
    const before = window.history.length;
    router.navigate('/login?redirect=%2Fdrafts', { replace: true });
    expect(window.history.length).toBe(before);
    expect(router.getLocation()).toEqual({ pathname: '/login', search: '?redirect=%2Fdrafts', overlayBase: null });
    expect(bus.last('route:changed')).toEqual({ path: '/login', search: '?redirect=%2Fdrafts' });
    router.stop();
  });

  it("pushes an overlay's address over the page it opened on; Back returns to the page; a reload makes it a page", () => {
    const bus = createBus();
    window.history.replaceState(null, '', '/tagged/cats');
    const router = createRouter({ bus });
    router.navigate('/blog/bob', { overlay: true });
    expect(router.getLocation()).toEqual({ pathname: '/blog/bob', search: '', overlayBase: '/tagged/cats' });
    expect(bus.last('route:changed')).toEqual({ path: '/blog/bob', search: '', overlay: true, base: '/tagged/cats' });
    // An overlay over an overlay keeps the first page under it.
    router.navigate('/blog/bob/post/1', { overlay: true });
    expect(router.getLocation().overlayBase).toBe('/tagged/cats');
    // A plain navigation from the overlay is a page of its own.
    router.navigate('/blog/bob');
    expect(router.getLocation().overlayBase).toBeNull();
    router.stop();
    // Another page load (a reload) reads the same entry as a page: its overlay mark is not its own.
    window.history.replaceState({ dashOverlay: { base: '/dashboard', load: 'another-load' } }, '', '/blog/bob');
    const reloaded = createRouter({ bus });
    expect(reloaded.getLocation().overlayBase).toBeNull();
    reloaded.stop();
  });

  it('emits the first location for late subscribers', () => {
    const bus = createBus();
    createRouter({ bus }).stop();
    expect(bus.last('route:changed')).toEqual({ path: '/dashboard', search: '' });
  });
});
