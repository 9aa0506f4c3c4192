// One copy, in the post kit (the shell bundles it anyway).
export { useHydrated } from '@dash/post-kit';
