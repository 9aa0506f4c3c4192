import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from '@dash/remote-kit/src/bus';
import { registry } from '../testing/fixtures';
import { OverrideNotices } from './override-notices';
import { createRemoteStatusStore } from './remote-status-store';
import { RemotesPanel } from './remotes-panel';
import { resolveRemotes } from './resolve-remotes';

function setup() {
  const statuses = createRemoteStatusStore(createBus());
  const resolved = resolveRemotes({
    registry: registry(),
    stored: { compose: { version: '1.1.0' } },
    params: [],
    pageUrl: 'http://localhost:8080/',
  });
  const applyOverrides = jest.fn();
  render(
    <RemotesPanel
      remotes={resolved.remotes}
      statuses={statuses}
      overrides={resolved.overrides}
      applyOverrides={applyOverrides}
    />,
  );
  return { statuses, applyOverrides };
}

describe('RemotesPanel', () => {
  it('opens a dialog listing every remote with version, source, manifest and status', async () => {
    const user = userEvent.setup();
    const { statuses } = setup();
    act(() => {
      statuses.set('compose', { status: 'loaded', version: '1.1.0' });
      statuses.set('blog', { status: 'failed', code: 'DASH-REMOTE-001' });
    });
    await user.click(screen.getByRole('button', { name: 'Remotes' }));
    const dialog = screen.getByRole('dialog', { name: 'Remotes' });
    const compose = dialog.querySelector('[data-remote="compose"]')!;
    expect(compose.textContent).toContain('1.1.0');
    expect(compose.textContent).toContain('override');
    expect(compose.textContent).toContain('http://localhost:8080/mfe/compose/1.1.0/mf-manifest.json');
    expect(compose.textContent).toContain('loaded');
    const blog = dialog.querySelector('[data-remote="blog"]')!;
    expect(blog.textContent).toContain('pinned');
    expect(blog.textContent).toContain('failed (DASH-REMOTE-001)');
    expect(dialog.querySelector('[data-remote="share"]')!.textContent).toContain('not loaded');
  });

  it('clears one override or resets them all', async () => {
    const user = userEvent.setup();
    const { applyOverrides } = setup();
    await user.click(screen.getByRole('button', { name: 'Remotes' }));
    await user.click(screen.getByRole('button', { name: 'Clear compose override' }));
    expect(applyOverrides).toHaveBeenLastCalledWith({});
    await user.click(screen.getByRole('button', { name: 'Reset overrides' }));
    expect(applyOverrides).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    setup();
    const toggle = screen.getByRole('button', { name: 'Remotes' });
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Remotes' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});

describe('OverrideNotices', () => {
  it('shows each notice until dismissed', async () => {
    const user = userEvent.setup();
    render(<OverrideNotices notices={['Override for compose refused: overrides are disabled in production']} />);
    expect(screen.getByText('Override for compose refused: overrides are disabled in production')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Dismiss/ }));
    expect(screen.queryByText(/Override for compose refused/)).toBeNull();
  });
});
