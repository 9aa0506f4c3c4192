// The post card: header, content or reblog trail, tags and the footer of post actions.
export { PostCard } from './components/post-card';
