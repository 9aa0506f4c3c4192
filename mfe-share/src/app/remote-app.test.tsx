import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import type { Lifecycles } from '@dash/shared-contracts';
import { createFakeBus, fakeApi, remoteProps, inAct, runLifecycle, singleSpaProps } from '@dash/remote-kit/src/testing';
import * as remote from './remote-app';

test('declares what it was built as', () => {
  expect(remote.remoteInfo).toEqual({ name: 'share', version: '0.0.0-test', contractsMajor: 1 });
});

test('the application hosts the share popover and answers share:open', async () => {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const bus = createFakeBus();
  const props = {
    ...remoteProps({ domElement, bus, api: fakeApi(() => new Promise(() => undefined)) }),
    ...singleSpaProps(),
  };
  const lifecycles = remote as unknown as Lifecycles;
  await inAct(() => runLifecycle(lifecycles.bootstrap, props));
  await inAct(() => runLifecycle(lifecycles.mount, props));
  act(() => bus.emit('share:open', { postId: '1', blogName: 'alpha', anchor: { top: 0, left: 0, width: 10, height: 10 } }));
  expect(await screen.findByRole('dialog', { name: 'Share this post' })).toBeInTheDocument();
  await inAct(() => runLifecycle(lifecycles.unmount, props));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  domElement.remove();
});
