// The post card's public face for other features.
export { PostCard } from './components/post-card';
export { BlogLink } from './components/blog-link';
