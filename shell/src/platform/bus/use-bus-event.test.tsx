import { act, render } from '@testing-library/react';
import { useState } from 'react';
import type { ShellServices } from '../../app/shell-services';
import { ShellServicesContext } from '../../app/shell-services';
import { createBus } from '@dash/remote-kit/src/bus';
import { useBusEvent } from './use-bus-event';

function Unread() {
  const [total, setTotal] = useState(0);
  useBusEvent('messaging:unread-changed', (payload) => setTotal(payload.total));
  return <p>unread {total}</p>;
}

describe('useBusEvent', () => {
  it('receives the replayed value, later values, and unsubscribes on unmount', () => {
    const bus = createBus();
    bus.emit('messaging:unread-changed', { total: 2, byBlog: {} });
    const services = { bus } as unknown as ShellServices;
    const view = render(
      <ShellServicesContext.Provider value={services}>
        <Unread />
      </ShellServicesContext.Provider>,
    );
    expect(view.getByText('unread 2')).toBeTruthy();
    act(() => bus.emit('messaging:unread-changed', { total: 5, byBlog: { a: 5 } }));
    expect(view.getByText('unread 5')).toBeTruthy();
    view.unmount();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.emit('messaging:unread-changed', { total: 7, byBlog: {} });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
