import { screen, waitFor } from '@testing-library/react';
import { bootstrap, mount, remoteInfo, unmount, widgets } from './remote-app';
import { createFakeProps, runLifecycle, singleSpaProps } from '@dash/remote-kit/src/testing';

beforeAll(() => {
  // single-spa-react resolves mount from an effect; act() would hold that effect back.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

it('mounts into the given element, shows nothing until needed, and unmounts', async () => {
  const { props, bus } = createFakeProps();
  const spaProps = { ...props, name: 'compose', ...singleSpaProps() };
  await runLifecycle(bootstrap, spaProps);
  await runLifecycle(mount, spaProps);
  expect(props.domElement.textContent).toBe('');
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  bus.emit('compose:open-fast', {});
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Create a post' })).toBeTruthy());
  await runLifecycle(unmount, spaProps);
  expect(remoteInfo).toEqual({ name: 'compose', version: '0.0.0-test', contractsMajor: 1 });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('exposes the dashboard-compose widget: the post-type chooser', async () => {
  const widget = widgets['dashboard-compose']!;
  const { props } = createFakeProps();
  const spaProps = { ...props, name: 'compose-dashboard', ...singleSpaProps() };
  await runLifecycle(widget.bootstrap, spaProps);
  await runLifecycle(widget.mount, spaProps);
  await waitFor(() => expect(screen.getByRole('tablist', { name: 'Create a post' })).toBeTruthy());
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Text',
    'Photo',
    'Quote',
    'Link',
    'Chat',
    'Audio',
    'Video',
  ]);
  await runLifecycle(widget.unmount, spaProps);
  expect(screen.queryByRole('tablist')).toBeNull();
});
