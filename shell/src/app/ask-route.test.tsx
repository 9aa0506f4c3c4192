import { createFakeServices, renderWithServices } from '../test/fake-services';
import { makeVisitorSession } from '../test/fixtures';
import { AskRoute } from './ask-route';

describe('/blog/{name}/ask', () => {
  it('asks the blog remote for its ask form and shows the blog', () => {
    const services = createFakeServices({ path: '/blog/b%C3%A9/ask' });
    renderWithServices(<AskRoute />, services);
    expect(services.bus.payloads('blog:ask')).toEqual([{ name: 'bé' }]);
    expect(services.navigations).toEqual(['/blog/b%C3%A9']);
  });

  it('does nothing elsewhere, nor for a visitor (the route sends them to log in)', () => {
    for (const [path, session] of [
      ['/blog/bob', undefined],
      ['/blog/bob/activity', undefined],
      ['/blog/bob/ask', makeVisitorSession()],
    ] as const) {
      const services = createFakeServices({ path, ...(session ? { session } : {}) });
      renderWithServices(<AskRoute />, services);
      expect(services.bus.payloads('blog:ask')).toEqual([]);
      expect(services.navigations).toEqual([]);
    }
  });
});
