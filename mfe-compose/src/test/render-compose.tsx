import { render } from '@testing-library/react';
import { ComposeRoot } from '../app/compose-root';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeProps, fakeBlog, fakeSession, type FakePropsOptions } from '@dash/remote-kit/src/testing';
import { answerApi, type ApiAnswers } from './compose-api';

export { fakePost, fakeSaveResponse } from './fake-posts';

/**
 * Mounts the compose root with fake props, as the shell would; the user's blog is "alice". The
 * API answers like the server (see answerApi) before anything renders.
 */
export function renderCompose(options: FakePropsOptions & { answers?: ApiAnswers } = {}) {
  const { answers, ...props } = options;
  const fake = createFakeProps({ session: fakeSession({ blogs: [fakeBlog('alice', { is_primary: true })] }), ...props });
  const server = answerApi(fake.props.api as typeof fake.api, answers);
  const view = render(
    <RemoteProvider value={fake.props}>
      <ComposeRoot />
    </RemoteProvider>,
  );
  return { ...fake, api: fake.props.api as typeof fake.api, server, view };
}
