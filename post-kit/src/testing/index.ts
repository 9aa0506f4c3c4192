// Test helpers only: imported from '@dash/post-kit/src/testing' by tests, never by src/index.ts,
// so no production bundle includes them (they use jest globals through remote-kit's fakes).
export { makePost } from './fixtures';
export { renderWithHost, type HostOptions } from './render-with-host';
export { blogRef, photo, reblogOfAnswer, reblogOfReblogOfPhoto } from './reblogs';
export { makeNote, notesPage } from './notes';
export { pointerOut, pointerOver, press } from './pointer';
