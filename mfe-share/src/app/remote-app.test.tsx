import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import type { Lifecycles, RemoteProps } from '@dash/shared-contracts';
import { createTestBus, fakeApi, remoteProps } from '../test/fakes';
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
  expect(remote.remoteInfo).toEqual({ name: 'share', version: '0.0.0-test', contractsMajor: 1 });
});

test('the application hosts the share popover and answers share:open', async () => {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const bus = createTestBus();
  const props = {
    ...remoteProps({ domElement, bus, api: fakeApi(() => new Promise(() => undefined)) }),
    singleSpa: {},
    mountParcel: jest.fn(),
  };
  const lifecycles = remote as unknown as Lifecycles;
  await inAct(() => run(lifecycles.bootstrap, props));
  await inAct(() => run(lifecycles.mount, props));
  act(() => bus.emit('share:open', { postId: '1', blogName: 'alpha', anchor: { top: 0, left: 0, width: 10, height: 10 } }));
  expect(await screen.findByRole('dialog', { name: 'Share this post' })).toBeInTheDocument();
  await inAct(() => run(lifecycles.unmount, props));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  domElement.remove();
});
