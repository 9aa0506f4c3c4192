import { API_ROUTES } from '@dash/shared-contracts';
import { createBus } from '@dash/remote-kit/src/bus';
import { fakeApi, loggedInSession, visitorSession } from '../testing/fixtures';
import { createSessionStore } from './session-store';

function setup(answers: Record<string, unknown> = {}, initial = loggedInSession()) {
  const bus = createBus();
  const api = fakeApi(answers);
  const navigate = jest.fn();
  const hardNavigate = jest.fn();
  const store = createSessionStore({ initial, api, bus, navigate, hardNavigate });
  return { bus, api, navigate, hardNavigate, store };
}

describe('createSessionStore', () => {
  it('returns the same snapshot until something changes and announces the current blog for replay', () => {
    const { store, bus } = setup();
    expect(store.get()).toBe(store.get());
    expect(bus.last('session:current-blog')).toEqual({ name: 'blue' });
  });

  it('switches the current blog on the server, then here, then on the bus', async () => {
    const { store, api, bus } = setup();
    const listener = jest.fn();
    store.subscribe(listener);
    const before = store.get();
    await store.setCurrentBlog('green');
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.switchBlog, { form: { tumblelog: 'green' } });
    expect(store.get().current_blog).toBe('green');
    expect(store.get()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(bus.last('session:current-blog')).toEqual({ name: 'green' });
  });

  it('announces a sign-in (visitor to user) for the other tabs, and no other replace', () => {
    const { store, bus } = setup({}, visitorSession());
    const facts: unknown[] = [];
    bus.on('session:logged-in', (payload) => facts.push(payload));
    const next = loggedInSession();
    store.replace(next);
    store.replace({ ...next, current_blog: 'green' });
    expect(facts).toEqual([{ user: next.user!.name }]);
  });

  it('takes the session a sign-in in another tab made, quietly, and only for that user', async () => {
    const user = loggedInSession({ current_blog: 'green' });
    const { store, bus, api } = setup({ [API_ROUTES.session]: user }, visitorSession());
    const signIns = jest.fn();
    bus.on('session:logged-in', signIns);
    await expect(store.handleLoggedInElsewhere('someone-else')).resolves.toBe(false);
    expect(store.get().logged_in).toBe(false);
    await expect(store.handleLoggedInElsewhere(user.user!.name)).resolves.toBe(true);
    expect(store.get()).toEqual(user);
    expect(bus.last('session:current-blog')).toEqual({ name: 'green' });
    // Already that user: nothing to fetch. Never announced back (it would only bounce).
    api.get.mockClear();
    await expect(store.handleLoggedInElsewhere(user.user!.name)).resolves.toBe(false);
    expect(api.get).not.toHaveBeenCalled();
    expect(signIns).not.toHaveBeenCalled();
  });

  it('stays a visitor when the session cannot be fetched after a sign-in elsewhere', async () => {
    const { store } = setup({ [API_ROUTES.session]: new Error('offline') }, visitorSession());
    await expect(store.handleLoggedInElsewhere('alice')).resolves.toBe(false);
    expect(store.get().logged_in).toBe(false);
  });

  it('keeps the blog when the server refuses the switch', async () => {
    const { store, bus } = setup({ [API_ROUTES.switchBlog]: new Error('nope') });
    await expect(store.setCurrentBlog('green')).rejects.toThrow('nope');
    expect(store.get().current_blog).toBe('blue');
    expect(bus.last('session:current-blog')).toEqual({ name: 'blue' });
  });

  it('applies counts from post actions: its own cards directly, a remote’s through session:counts-changed', () => {
    const { store, bus } = setup();
    const liked = store.get().user?.liked_post_count ?? 0;
    store.applyCounts({ likedPostDelta: 1 });
    expect(store.get().user?.liked_post_count).toBe(liked + 1);
    bus.emit('session:counts-changed', { counts: { post_count: 12, unknown_count: 3 }, likedPostDelta: -1 });
    const blue = store.get().blogs.find((blog) => blog.name === 'blue');
    expect(blue?.post_count).toBe(12);
    expect(blue).not.toHaveProperty('unknown_count');
    expect(store.get().user?.liked_post_count).toBe(liked);
    const before = store.get();
    bus.emit('session:counts-changed', {});
    expect(store.get()).toBe(before);
  });

  it("replaces the user and tells the remotes; another user's name changes nothing", () => {
    const { store, bus } = setup();
    const listener = jest.fn();
    store.subscribe(listener);
    const facts: unknown[] = [];
    bus.on('session:user-changed', (payload) => facts.push(payload));
    const before = store.get();
    if (!before.user) throw new Error('fixture has a user');
    const user = { ...before.user, is_sounds_enabled: !before.user.is_sounds_enabled, messaging_multiple_windows: true };
    store.replaceUser(user);
    expect(store.get()).toEqual({ ...before, user });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(facts).toEqual([{ user }]);
    store.replaceUser({ ...user, name: 'someone-else' });
    expect(store.get().user).toBe(user);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(facts).toHaveLength(1);
  });

  it('does not give a visitor a user', () => {
    const { store, bus } = setup({}, visitorSession('fk'));
    const facts: unknown[] = [];
    bus.on('session:user-changed', (payload) => facts.push(payload));
    store.replaceUser({ ...loggedInSession().user!, name: '' });
    expect(store.get().user).toBeNull();
    expect(facts).toEqual([]);
  });

  it("refuses a blog that is not the user's without calling the server", async () => {
    const { store, api } = setup();
    await expect(store.setCurrentBlog('someone-else')).rejects.toThrow('"someone-else" is not one of your blogs.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('logs out: server call, bus fact, visitor session with its new form key, then /dashboard', async () => {
    const visitor = visitorSession('fk-new');
    const { store, api, bus, navigate } = setup({ [API_ROUTES.session]: visitor });
    const loggedOut = jest.fn();
    bus.on('session:logged-out', loggedOut);
    await store.logout();
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.logout);
    expect(loggedOut).toHaveBeenCalledWith({});
    expect(store.get()).toEqual(visitor);
    expect(store.get().form_key).toBe('fk-new');
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('reloads the page when the visitor session cannot be fetched after logout', async () => {
    const { store, hardNavigate, navigate } = setup({ [API_ROUTES.session]: new Error('offline') });
    await store.logout();
    expect(hardNavigate).toHaveBeenCalledWith('/dashboard');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replace() swaps the session after login and announces the blog', () => {
    const { store, bus } = setup({}, visitorSession());
    expect(bus.last('session:current-blog')).toBeUndefined();
    const next = loggedInSession({ current_blog: 'green' });
    store.replace(next);
    expect(store.get()).toBe(next);
    expect(bus.last('session:current-blog')).toEqual({ name: 'green' });
  });

  it('follows a blog switch made in another tab without a server call', () => {
    const { store, api } = setup();
    store.applyCurrentBlogFromElsewhere('green');
    expect(store.get().current_blog).toBe('green');
    store.applyCurrentBlogFromElsewhere('not-mine');
    expect(store.get().current_blog).toBe('green');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('announces the end of the guided tour (for the other tabs) and takes it from another tab', () => {
    const initial = loggedInSession();
    const { store, bus } = setup({}, { ...initial, user: { ...initial.user!, tour_done: false } });
    const facts: unknown[] = [];
    bus.on('session:tour-done', (payload) => facts.push(payload));
    const before = store.get();
    // Another user's end (a stale tab) changes nothing; this user's, from another tab, is taken once.
    bus.emit('session:tour-done', { user: 'someone-else' });
    expect(store.get()).toBe(before);
    bus.emit('session:tour-done', { user: initial.user!.name });
    expect(store.get().user?.tour_done).toBe(true);
    const after = store.get();
    bus.emit('session:tour-done', { user: initial.user!.name });
    expect(store.get()).toBe(after);
    expect(before.user?.tour_done).toBe(false);

    // This tab's own end (replaceUser with tour_done true) is announced once; "again" (false) is not.
    const second = setup({}, { ...initial, user: { ...initial.user!, tour_done: false } });
    const own: unknown[] = [];
    second.bus.on('session:tour-done', (payload) => own.push(payload));
    second.store.replaceUser({ ...initial.user!, tour_done: true });
    second.store.replaceUser({ ...initial.user!, tour_done: true });
    second.store.replaceUser({ ...initial.user!, tour_done: false });
    expect(own).toEqual([{ user: initial.user!.name }]);
    expect(second.store.get().user?.tour_done).toBe(false);
    expect(facts).toHaveLength(3);
  });

  it('a visitor session ignores a tour end from another tab', () => {
    const { store, bus } = setup({}, visitorSession('fk'));
    const before = store.get();
    bus.emit('session:tour-done', { user: 'alice' });
    expect(store.get()).toBe(before);
  });

  it('becomes a visitor and goes to /login when another tab logged out', async () => {
    const { store, navigate } = setup({ [API_ROUTES.session]: visitorSession('fk-2') });
    await store.handleLoggedOutElsewhere();
    expect(store.get().logged_in).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
