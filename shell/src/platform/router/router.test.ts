import { createBus } from '../bus/create-bus';
import { createRouter } from './router';

describe('createRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/dashboard'));

  it('returns a cached location object that changes only with the location', () => {
    const bus = createBus();
    const router = createRouter({ bus });
    const first = router.getLocation();
    expect(first).toEqual({ pathname: '/dashboard', search: '' });
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
    expect(router.getLocation()).toEqual({ pathname: '/tagged/cats', search: '?sort=top' });
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
    expect(router.getLocation()).toEqual({ pathname: '/login', search: '?redirect=%2Fdrafts' });
    expect(bus.last('route:changed')).toEqual({ path: '/login', search: '?redirect=%2Fdrafts' });
    router.stop();
  });

  it('emits the first location for late subscribers', () => {
    const bus = createBus();
    createRouter({ bus }).stop();
    expect(bus.last('route:changed')).toEqual({ path: '/dashboard', search: '' });
  });
});
