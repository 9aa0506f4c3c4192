import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverrideBanner } from './override-banner';

const change = {
  remote: 'compose' as const,
  target: { version: '1.1.0' },
  manifestUrl: 'http://cdn.test/compose/1.1.0/mf-manifest.json',
};

function setup(props: Partial<Parameters<typeof OverrideBanner>[0]> = {}) {
  const handlers = { onApply: jest.fn(), onResetAll: jest.fn(), onDismiss: jest.fn() };
  render(<OverrideBanner changes={[]} active={{}} {...handlers} {...props} />);
  return handlers;
}

describe('OverrideBanner', () => {
  it('shows nothing when no override is asked for or active', () => {
    setup();
    expect(screen.queryByRole('region', { name: 'Remote overrides' })).toBeNull();
  });

  it('names what a link asks for and applies it only on Apply', async () => {
    const user = userEvent.setup();
    const handlers = setup({ changes: [change] });
    const banner = screen.getByRole('region', { name: 'Remote overrides' });
    expect(banner.textContent).toContain('compose → version 1.1.0');
    expect(banner.textContent).toContain(change.manifestUrl);
    expect(handlers.onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(handlers.onApply).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(handlers.onResetAll).toHaveBeenCalledTimes(1);
  });

  it('hides the question on Dismiss but keeps listing active overrides with Reset', async () => {
    const user = userEvent.setup();
    const handlers = setup({ changes: [change], active: { blog: { version: '2.0.0' } } });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(handlers.onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Remote overrides' }).textContent).toContain('blog → version 2.0.0');
    expect(screen.getByRole('button', { name: 'Reset all' })).toBeTruthy();
  });
});
