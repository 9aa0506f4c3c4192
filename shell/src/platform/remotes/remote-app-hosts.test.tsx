import { act, render, screen } from '@testing-library/react';
import { platformHarness } from '../testing/platform-harness';
import { createMountElements } from './mount-elements';
import { createRemoteAppHosts } from './remote-app-hosts';

describe('RemoteAppHosts', () => {
  it('renders one host per remote application with the mount element inside', () => {
    const h = platformHarness(async () => null);
    const mountElements = createMountElements();
    const RemoteAppHosts = createRemoteAppHosts({ remotes: h.remotes, statuses: h.statuses, mountElements, contractsMajor: 1 });
    const { container } = render(h.wrap(<RemoteAppHosts />));
    const host = container.querySelector('#mfe-compose');
    expect(host?.getAttribute('data-remote-host')).toBe('compose');
    expect(host?.contains(mountElements.get('compose'))).toBe(true);
    expect(container.querySelectorAll('[data-remote-host]')).toHaveLength(5);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a notice for a failed remote and for a refused one, inside its host', () => {
    const h = platformHarness(async () => null);
    const RemoteAppHosts = createRemoteAppHosts({
      remotes: h.remotes,
      statuses: h.statuses,
      mountElements: createMountElements(),
      contractsMajor: 1,
    });
    const { container } = render(h.wrap(<RemoteAppHosts />));
    act(() => {
      h.statuses.set('compose', { status: 'failed', code: 'DASH-REMOTE-001' });
      h.statuses.set('blog', { status: 'refused', code: 'DASH-REMOTE-003', contractsMajor: 2 });
    });
    const compose = container.querySelector('#mfe-compose') as HTMLElement;
    expect(compose.querySelector('[role="status"]')?.textContent).toBe('Compose is unavailable right now.');
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getByText('Blog was refused: built for contracts v2, this page runs v1.')).toBeTruthy();
    act(() => h.statuses.set('compose', { status: 'loaded', version: '1.0.0' }));
    expect(screen.queryByText('Compose is unavailable right now.')).toBeNull();
  });

  it('hides notices of remotes that are not active for a visitor', () => {
    const h = platformHarness(async () => null);
    const RemoteAppHosts = createRemoteAppHosts({
      remotes: h.remotes,
      statuses: h.statuses,
      mountElements: createMountElements(),
      contractsMajor: 1,
    });
    render(h.wrap(<RemoteAppHosts />));
    act(() => {
      h.statuses.set('compose', { status: 'failed', code: 'DASH-REMOTE-002' });
      h.session.replace({ logged_in: false, user: null, blogs: [], current_blog: null, form_key: 'v', flags: {} });
    });
    expect(screen.queryByText('Compose is unavailable right now.')).toBeNull();
  });
});
