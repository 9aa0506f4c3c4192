// Test helpers only: imported from '@dash/remote-kit/src/testing' by tests, never by src/index.ts,
// so no production bundle includes them.
export { createFakeBus, type FakeBus } from './fake-bus';
export { fakeApi, type ApiRoute, type FakeApi } from './fake-api';
export { fakeBlog, fakeSession } from './fake-session';
export { createFakeProps, remoteProps, type FakePropsOptions } from './remote-props';
export { inAct, runLifecycle, singleSpaProps } from './lifecycles';
