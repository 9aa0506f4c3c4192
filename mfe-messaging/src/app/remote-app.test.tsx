import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import type { Lifecycles, RemoteProps } from '@dash/shared-contracts';
import { fakeApi, remoteProps } from '../test/fakes';
import * as remote from './remote-app';

async function run(lifecycle: Lifecycles['mount'], props: RemoteProps) {
  const fns = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const fn of fns) await fn(props);
}

/** single-spa-react settles a lifecycle from an effect, so React must flush while it is pending. */
async function inAct(start: () => Promise<void>): Promise<void> {
  let pending!: Promise<void>;
  act(() => {
    pending = start();
  });
  // Then let what the mount started (a first poll) land inside act too.
  await act(async () => {
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

test('declares what it was built as', () => {
  expect(remote.remoteInfo).toEqual({ name: 'messaging', version: '0.0.0-test', contractsMajor: 1 });
});

test('the header-inbox widget mounts its button as a parcel and unmounts cleanly', async () => {
  const widget = remote.widgets!['header-inbox']!;
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = {
    ...remoteProps({ domElement, api: fakeApi(() => ({ unread_messages: { 'mk-alpha': { c: 2 } } })) }),
    singleSpa: {},
    mountParcel: jest.fn(),
  };
  await inAct(() => run(widget.bootstrap, props));
  await inAct(() => run(widget.mount, props));
  expect(screen.getByRole('button', { name: 'Messages, 2 unread' })).toBeInTheDocument();
  await inAct(() => run(widget.unmount, props));
  expect(screen.queryByRole('button', { name: /Messages/ })).not.toBeInTheDocument();
  domElement.remove();
});
