export { FollowingPage, FOLLOWING_TITLE } from './components/following-page';
