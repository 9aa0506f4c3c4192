import './testing/node-globals';
import { render, screen, waitFor } from '@testing-library/react';
import { getAppNames } from 'single-spa';
import type { RemoteAppModule } from '@dash/shared-contracts';
import { ShellServicesContext } from '../app/shell-services';
import { createPlatform } from './create-platform';
import { OVERRIDES_STORAGE_KEY } from './remotes/override-storage';
import { loggedInSession, registry } from './testing/fixtures';

function module(): RemoteAppModule {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      props.domElement.textContent = `${props.name} for ${props.session.current_blog}`;
    },
    unmount: async (props) => {
      props.domElement.textContent = '';
    },
    remoteInfo: { name: 'compose', version: '1.0.0', contractsMajor: 1 },
  };
}

describe('createPlatform', () => {
  it('refuses overrides in production visibly, drops them from storage, and mounts the pinned remotes after start', async () => {
    window.history.replaceState(null, '', '/dashboard?mfe-override=compose@1.1.0');
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ blog: { version: '2.0.0' } }));
    const federation = { registerRemotes: jest.fn(), loadRemote: jest.fn(async () => module() as never) };
    const reg = registry({ environment: 'production', allowOverrides: false });
    const platform = createPlatform({ session: loggedInSession(), registry: reg }, { federation });
    const Overlay = await platform.loadOverlay()!;
    const { RemoteAppHosts } = platform.services;
    render(
      <ShellServicesContext.Provider value={platform.services}>
        <RemoteAppHosts />
        <Overlay />
      </ShellServicesContext.Provider>,
    );
    expect(screen.getByText('Override for compose refused: overrides are disabled in production')).toBeTruthy();
    expect(screen.getByText('Override for blog refused: overrides are disabled in production')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remotes' })).toBeNull();
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'compose', entry: 'http://localhost/mfe/compose/1.0.0/mf-manifest.json' }]),
    );
    expect(federation.loadRemote).not.toHaveBeenCalled();

    platform.start();
    // At idle, the remotes of the header's widgets load (single-spa with them); the others wait.
    await waitFor(() => expect(federation.loadRemote).toHaveBeenCalledWith('activity/app'));
    expect(federation.loadRemote).toHaveBeenCalledWith('messaging/app');
    expect(getAppNames()).toEqual(['compose', 'messaging', 'blog', 'share', 'activity']);
    expect(federation.loadRemote).not.toHaveBeenCalledWith('compose/app');
    // A command that compose owns loads compose, which gets the command once it listens.
    platform.services.bus.emit('compose:open', { mode: 'new', type: 'text' });
    await waitFor(() => expect(document.querySelector('#mfe-compose')?.textContent).toBe('compose for blue'));
    expect(federation.loadRemote).toHaveBeenCalledWith('compose/app');
    expect(federation.loadRemote).not.toHaveBeenCalledWith('share/app');
    expect(platform.services.bus.last('session:current-blog')).toEqual({ name: 'blue' });
    expect(platform.services.router.getLocation().pathname).toBe('/dashboard');
  });

  it('has no overlay to load in production without notices', () => {
    window.history.replaceState(null, '', '/dashboard');
    localStorage.removeItem(OVERRIDES_STORAGE_KEY);
    const federation = { registerRemotes: jest.fn(), loadRemote: jest.fn(async () => module() as never) };
    const reg = registry({ environment: 'production', allowOverrides: false });
    const platform = createPlatform({ session: loggedInSession(), registry: reg }, { federation });
    expect(platform.loadOverlay()).toBeNull();
  });

  it("where overrides are allowed, runs a link's override only after the banner is confirmed", async () => {
    window.history.replaceState(null, '', '/dashboard?mfe-override=compose@1.1.0');
    localStorage.removeItem(OVERRIDES_STORAGE_KEY);
    const federation = { registerRemotes: jest.fn(), loadRemote: jest.fn(async () => module() as never) };
    const platform = createPlatform({ session: loggedInSession(), registry: registry() }, { federation });
    const Overlay = await platform.loadOverlay()!;
    render(
      <ShellServicesContext.Provider value={platform.services}>
        <Overlay />
      </ShellServicesContext.Provider>,
    );
    const banner = screen.getByRole('region', { name: 'Remote overrides' });
    expect(banner.textContent).toContain('compose → version 1.1.0');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    // Not stored, not registered: the pinned compose is what would load.
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'compose', entry: 'http://localhost/mfe/compose/1.0.0/mf-manifest.json' }]),
    );
    expect(screen.getByRole('button', { name: 'Remotes' })).toBeTruthy();
  });
});
