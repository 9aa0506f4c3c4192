// One copy, in the post kit (the shell bundles it anyway).
export { loadOnce } from '@dash/post-kit';
