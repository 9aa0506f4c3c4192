import { createRemoteApp } from '@dash/remote-kit';
import { ActivityPage } from '../features/activity-page';
import { HeaderActivity } from '../features/header-activity/components/header-activity';

/** The activity application renders nothing: its UI is the header button's popover and the page's widget. */
const remoteApp = createRemoteApp({
  name: 'activity',
  version: __DASH_REMOTE_VERSION__,
  contractsMajor: __DASH_CONTRACTS_MAJOR__,
  errorMessage: 'Activity stopped working.',
  widgets: {
    'header-activity': { rootComponent: HeaderActivity, errorMessage: 'Activity unavailable' },
    'activity-page': { rootComponent: ActivityPage, errorMessage: 'Activity unavailable' },
  },
});

export const { bootstrap, mount, unmount, remoteInfo, widgets } = remoteApp;
