// One copy, in the post kit (the blog remote's header uses the same words).
export { blogImageAlts } from '@dash/post-kit';
