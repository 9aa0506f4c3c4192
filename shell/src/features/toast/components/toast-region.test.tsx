import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { ToastRegion } from './toast-region';

describe('ToastRegion', () => {
  it('shows commands sent before it mounted and can be dismissed', () => {
    const services = createFakeServices();
    services.bus.emit('toast:show', { message: 'Early bird' });
    renderWithServices(<ToastRegion />, services);
    expect(screen.getByRole('status')).toHaveTextContent('Early bird');
    act(() => services.bus.emit('toast:show', { message: 'Second', tone: 'error' }));
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.queryByText('Early bird')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });
});

describe('ToastRegion pictures', () => {
  it('draws a toast avatar before the message, and only a safe one', () => {
    const services = createFakeServices();
    renderWithServices(<ToastRegion />, services);
    act(() =>
      services.bus.emit('toast:show', {
        message: 'Question sent to bob',
        tone: 'success',
        avatarUrl: '/media/avatars/bob-128.jpg',
      }),
    );
    act(() => services.bus.emit('toast:show', { message: 'Sneaky', avatarUrl: 'javascript:alert(1)' }));
    act(() => services.bus.emit('toast:show', { message: 'Plain' }));
    const images = screen.getByRole('status').querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/media/avatars/bob-128.jpg');
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]!.closest('.shell-toast')).toHaveTextContent('Question sent to bob');
  });
});
