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
