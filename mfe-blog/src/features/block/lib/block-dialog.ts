import type { DialogRequest } from '@dash/remote-kit';

/** The block note (spec 1 §8 and spec 3 §8 "Block confirm"), written as one sentence. */
export const BLOCK_NOTE = 'They will not be able to follow you, message you, see you in search, or interact with your posts.';

/** Spec 1 §8 "Block confirmation": 'Are you sure you want to block {blog} from {blog}?', Block / Nevermind. */
export function blockDialog(name: string, currentBlog: string): DialogRequest {
  return {
    title: `Are you sure you want to block ${name} from ${currentBlog}?`,
    body: [BLOCK_NOTE],
    confirmLabel: 'Block',
    cancelLabel: 'Nevermind',
    tone: 'danger',
  };
}
