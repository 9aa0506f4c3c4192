import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { fakeApi, remoteProps, inAct, runLifecycle, singleSpaProps } from '@dash/remote-kit/src/testing';
import * as remote from './remote-app';

test('declares what it was built as', () => {
  expect(remote.remoteInfo).toEqual({ name: 'messaging', version: '0.0.0-test', contractsMajor: 1 });
});

test('the header-inbox widget mounts its button as a parcel and unmounts cleanly', async () => {
  const widget = remote.widgets!['header-inbox']!;
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = {
    ...remoteProps({ domElement, api: fakeApi(() => ({ unread_messages: { 'mk-alpha': { c: 2 } } })) }),
    ...singleSpaProps(),
  };
  await inAct(() => runLifecycle(widget.bootstrap, props));
  await inAct(() => runLifecycle(widget.mount, props));
  expect(screen.getByRole('button', { name: 'Messages, 2 unread' })).toBeInTheDocument();
  await inAct(() => runLifecycle(widget.unmount, props));
  expect(screen.queryByRole('button', { name: /Messages/ })).not.toBeInTheDocument();
  domElement.remove();
});
