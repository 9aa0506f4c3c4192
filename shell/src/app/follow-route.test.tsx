import { createFakeServices, renderWithServices } from '../test/fake-services';
import { makeVisitorSession } from '../test/fixtures';
import { PageOutlet } from './page-outlet';

describe('/follow/{name}', () => {
  it('follows the blog and shows it', () => {
    const services = createFakeServices({ path: '/follow/bob' });
    renderWithServices(<PageOutlet />, services);
    expect(services.bus.payloads('blog:follow')).toEqual([{ name: 'bob', follow: true, confirm: false, source: 'follow-link' }]);
    expect(services.navigations).toEqual(['/blog/bob']);
  });

  it('sends a visitor to log in first', () => {
    const services = createFakeServices({ path: '/follow/bob', session: makeVisitorSession() });
    renderWithServices(<PageOutlet />, services);
    expect(services.bus.payloads('blog:follow')).toEqual([]);
    expect(services.navigations).toEqual(['/login?redirect=%2Ffollow%2Fbob']);
  });
});
