// The activity page (issue 11): a host for the activity remote's `activity-page` widget.
export { ActivityPage } from './components/activity-page';
export { activityPageTitle } from './lib/activity-title';
