import { createFakeBus } from '@dash/remote-kit/src/testing';
import { formClosed, formOpened } from './form-visibility';

it('hides the header while any form is open and suspends shortcuts per form', () => {
  const bus = createFakeBus();
  formOpened(bus, 'compose-form');
  formOpened(bus, 'compose-inline-form');
  formClosed(bus, 'compose-inline-form');
  expect(bus.payloads('compose:form-visibility')).toEqual([{ open: true }]);
  formClosed(bus, 'compose-form');
  expect(bus.payloads('compose:form-visibility')).toEqual([{ open: true }, { open: false }]);
  expect(bus.payloads('shortcuts:suspend')).toEqual([{ reason: 'compose-form' }, { reason: 'compose-inline-form' }]);
  expect(bus.payloads('shortcuts:resume')).toEqual([{ reason: 'compose-inline-form' }, { reason: 'compose-form' }]);
});
