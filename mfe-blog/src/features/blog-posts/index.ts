// What other features of this remote use of a blog's post list (the peepr).
export { PostList } from './components/post-list';
