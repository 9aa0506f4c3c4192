import { createFakeBus } from './fake-bus';

test('replayed facts reach late subscribers; commands wait for their first listener', () => {
  const bus = createFakeBus();
  bus.emit('session:current-blog', { name: 'beta' });
  bus.emit('compose:open-fast', {});
  const fact = jest.fn();
  const command = jest.fn();
  bus.on('session:current-blog', fact);
  expect(fact).toHaveBeenCalledWith({ name: 'beta' });
  expect(bus.last('session:current-blog')).toEqual({ name: 'beta' });
  const off = bus.on('compose:open-fast', command);
  expect(command).toHaveBeenCalledTimes(1);
  off();
  bus.emit('compose:open-fast', {});
  expect(command).toHaveBeenCalledTimes(1);
  expect(bus.payloads('compose:open-fast')).toEqual([{}, {}]);
});
