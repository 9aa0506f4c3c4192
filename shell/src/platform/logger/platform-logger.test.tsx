import '../testing/node-globals';
import { waitFor } from '@testing-library/react';
import type { RemoteAppModule } from '@dash/shared-contracts';
import { createPlatform } from '../create-platform';
import { loggedInSession, registry } from '../testing/fixtures';

// The logging pipeline as the platform wires it: the collector from createPlatform, the logger's
// chunk from start() (at idle), the flush on page hide.
const remoteModule = (): RemoteAppModule => ({
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
  remoteInfo: { name: 'compose', version: '1.0.0', contractsMajor: 1 },
});

it('keeps the log events emitted before start and sends them by beacon once the logger is in, on page hide', async () => {
  window.history.replaceState(null, '', '/dashboard');
  const beacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  const federation = { registerRemotes: jest.fn(), loadRemote: jest.fn(async () => remoteModule() as never) };
  const platform = createPlatform({ session: loggedInSession(), registry: registry() }, { federation });
  platform.services.bus.emit('log:event', { event: 'early', data: { n: 1 } });
  platform.start();
  await waitFor(() => {
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalled();
  });
  const [url, body] = beacon.mock.calls[0]!;
  expect(url).toBe(`/svc/log/lady?form_key=${loggedInSession().form_key}`);
  expect(JSON.parse(body)).toEqual([
    expect.objectContaining({
      log_key: 'lady',
      event: 'early',
      data: { n: 1 },
      env: expect.objectContaining({ page: '/dashboard', remotes: expect.stringContaining('compose@1.0.0') }),
    }),
  ]);
});
