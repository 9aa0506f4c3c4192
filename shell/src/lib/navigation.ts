// One copy, in the post kit (the shell bundles it anyway).
export { isPlainLeftClick } from '@dash/post-kit';
