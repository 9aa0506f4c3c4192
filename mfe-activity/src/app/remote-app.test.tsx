import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, remoteProps, inAct, runLifecycle, singleSpaProps } from '@dash/remote-kit/src/testing';
import * as remote from './remote-app';

test('declares what it was built as', () => {
  expect(remote.remoteInfo).toEqual({ name: 'activity', version: '0.0.0-test', contractsMajor: 1 });
});

test('the header-activity widget mounts its button as a parcel and unmounts cleanly', async () => {
  const widget = remote.widgets!['header-activity']!;
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { ...remoteProps({ domElement, api: fakeApi(() => ({})) }), ...singleSpaProps() };
  await inAct(() => runLifecycle(widget.bootstrap, props));
  await inAct(() => runLifecycle(widget.mount, props));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Activity' })).toBeInTheDocument());
  await inAct(() => runLifecycle(widget.unmount, props));
  expect(screen.queryByRole('button', { name: 'Activity' })).not.toBeInTheDocument();
  domElement.remove();
});
