import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { Session } from '@dash/shared-contracts';
import { createFakeProps } from '@dash/remote-kit/src/testing';
import { PostCardHostProvider, remotePostCardHost, type PostCardHost } from '../host';

export interface HostOptions {
  session?: Session;
  /** The route the shell announced (the action `source` derives from it); default /dashboard. */
  path?: string;
  surface?: PostCardHost['surface'];
}

/**
 * Renders the card inside a remote's host made of remote-kit's fakes (a bus with the contract's
 * replay and command buffering, an API of jest mocks): what a remote's cards run on.
 */
export function renderWithHost(ui: ReactNode, options: HostOptions = {}) {
  const fake = createFakeProps({ path: options.path, session: options.session });
  const host = remotePostCardHost(fake.props, { surface: options.surface });
  // As a wrapper, so `rerender` keeps the host.
  const view = render(ui, { wrapper: ({ children }) => <PostCardHostProvider host={host}>{children}</PostCardHostProvider> });
  return { ...view, ...fake, host };
}
