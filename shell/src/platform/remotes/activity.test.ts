import { loggedInSession, remoteEntry, visitorSession } from '../testing/fixtures';
import { remoteActive, routeMatches } from './activity';

describe('routeMatches', () => {
  it('matches "/" everywhere and other prefixes on segment boundaries', () => {
    expect(routeMatches(['/'], '/anything/here')).toBe(true);
    expect(routeMatches(['/inbox'], '/inbox')).toBe(true);
    expect(routeMatches(['/inbox'], '/inbox/blue')).toBe(true);
    expect(routeMatches(['/inbox/'], '/inbox/blue')).toBe(true);
    expect(routeMatches(['/inbox'], '/inboxes')).toBe(false);
    expect(routeMatches([], '/')).toBe(false);
  });
});

describe('remoteActive', () => {
  it('needs a signed-in user when the registry says so', () => {
    const entry = remoteEntry('compose', { requiresLogin: true });
    expect(remoteActive(entry, '/dashboard', loggedInSession())).toBe(true);
    expect(remoteActive(entry, '/dashboard', visitorSession())).toBe(false);
    expect(remoteActive({ ...entry, requiresLogin: false }, '/dashboard', visitorSession())).toBe(true);
  });
});
