import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { useRemote } from '../context/remote-context';
import { inAct, remoteProps, runLifecycle, singleSpaProps } from '../testing';
import { createRemoteApp } from './create-remote-app';

function Greeting() {
  return <p>Hello {useRemote().session.current_blog}</p>;
}
function Broken(): never {
  throw new Error('boom');
}

function mountPoint() {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { ...remoteProps({ domElement }), ...singleSpaProps() };
}

test('remoteInfo is what the remote passes in (its own build constants)', () => {
  const remote = createRemoteApp({ name: 'share', version: '9.9.9', contractsMajor: 3, errorMessage: 'x' });
  expect(remote.remoteInfo).toEqual({ name: 'share', version: '9.9.9', contractsMajor: 3 });
  expect(remote.widgets).toEqual({});
});

test('the application and each widget mount their root with the props in context', async () => {
  const remote = createRemoteApp({
    name: 'messaging',
    version: '1.0.0',
    contractsMajor: 1,
    rootComponent: Greeting,
    errorMessage: 'Broken.',
    widgets: { 'header-inbox': { rootComponent: Greeting, errorMessage: 'Unavailable' } },
  });
  const props = mountPoint();
  await inAct(() => runLifecycle(remote.bootstrap, props));
  await inAct(() => runLifecycle(remote.mount, props));
  expect(props.domElement).toHaveTextContent('Hello alpha');
  await inAct(() => runLifecycle(remote.unmount, props));
  expect(props.domElement).toBeEmptyDOMElement();

  const widget = remote.widgets['header-inbox']!;
  const widgetProps = mountPoint();
  await inAct(() => runLifecycle(widget.bootstrap, widgetProps));
  await inAct(() => runLifecycle(widget.mount, widgetProps));
  expect(widgetProps.domElement).toHaveTextContent('Hello alpha');
  await inAct(() => runLifecycle(widget.unmount, widgetProps));
});

test('a tree that throws shows the remote’s message in an alert', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const remote = createRemoteApp({
    name: 'blog',
    version: '1.0.0',
    contractsMajor: 1,
    rootComponent: Broken,
    errorMessage: 'Blog broke.',
  });
  const props = mountPoint();
  await inAct(() => runLifecycle(remote.bootstrap, props));
  await inAct(() => runLifecycle(remote.mount, props));
  expect(screen.getByRole('alert')).toHaveTextContent('Blog broke.');
  expect(screen.getByRole('alert')).toHaveClass('kit-crash-notice--app');
  await inAct(() => runLifecycle(remote.unmount, props));
  jest.restoreAllMocks();
});
