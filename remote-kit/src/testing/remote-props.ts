import type { RemoteProps } from '@dash/shared-contracts';
import { createFakeBus, type FakeBus } from './fake-bus';
import { fakeApi, type FakeApi } from './fake-api';
import { fakeSession } from './fake-session';

/** RemoteProps as the shell passes them, made of fakes; override any of them. */
export function remoteProps(overrides: Partial<RemoteProps> = {}): RemoteProps {
  return {
    name: 'test',
    bus: createFakeBus(),
    api: fakeApi(() => ({})),
    session: fakeSession(),
    flags: {},
    domElement: document.createElement('div'),
    loadWidget: () => Promise.reject(new Error('no widgets in tests')),
    navigate: jest.fn(),
    ...overrides,
  };
}

export interface FakePropsOptions extends Partial<RemoteProps> {
  /** The path the shell's `route:changed` fact starts at (default /dashboard). */
  path?: string;
}

/**
 * Props for mounting a remote like the shell does, with the fakes to assert on: the mount point
 * is in the document, `navigate` moves the route fact, and every API method is a bare jest mock.
 */
export function createFakeProps({ path = '/dashboard', ...overrides }: FakePropsOptions = {}) {
  const bus = createFakeBus();
  const api = fakeApi();
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  // Like the shell's router: an overlay's address keeps the page under it (the first page, for an
  // overlay over an overlay).
  const navigate = jest.fn((url: string, options?: { overlay?: boolean }) => {
    const now = bus.last('route:changed');
    const base = now?.base ?? now?.path ?? path;
    const next = { path: url.split('?')[0] ?? url, search: '' };
    bus.emit('route:changed', options?.overlay ? { ...next, overlay: true, base } : next);
  });
  bus.emit('route:changed', { path, search: '' });
  // An option passed as undefined (a helper forwarding its own optional argument) keeps the default.
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const props = remoteProps({ bus, api, domElement, navigate, loadWidget: jest.fn(), ...given });
  return { props, bus, api, navigate, emitted: bus.emitted, payloads: bus.payloads } as {
    props: RemoteProps;
    bus: FakeBus;
    api: FakeApi;
    navigate: jest.Mock;
    emitted: FakeBus['emitted'];
    payloads: FakeBus['payloads'];
  };
}
