import { askDialog } from '@dash/remote-kit';
import type { TopicPayload } from '@dash/shared-contracts';
import { blockBlog } from '../api/block-blog';
import { blockDialog } from './block-dialog';
import { failureMessage, showError, type CommandDeps } from '../../relationship';

export type BlockCommand = TopicPayload<'blog:block'>;

export const SIGN_IN_TO_BLOCK = 'Log in to block blogs.';
export const CANNOT_BLOCK_OWN = "You can't block your own blog.";
export const blockedMessage = (name: string) => `${name} is blocked.`;

/**
 * 'blog:block': blocks `name` from the current blog after the spec 1 §8 confirmation, then
 * announces it. The server also unfollows the blog, so that is announced too.
 */
export async function runBlock(deps: CommandDeps, { name, postId }: BlockCommand): Promise<void> {
  const current = deps.currentBlog();
  if (deps.isAnonymous() || !current) {
    showError(deps.bus, SIGN_IN_TO_BLOCK);
    return;
  }
  if (deps.ownBlogs().includes(name)) {
    showError(deps.bus, CANNOT_BLOCK_OWN);
    return;
  }
  if (!deps.store.begin('block', name)) return;
  try {
    const answer = await askDialog(deps.bus, blockDialog(name, current), 'blog-block');
    if (answer !== 'confirm') return;
    await blockBlog(deps.api, { tumblelog: current, name, postId });
    deps.bus.emit('blog:blocked', { name, blocked: true });
    deps.bus.emit('blog:follow-changed', { name, following: false });
    deps.bus.emit('blog:subscription-changed', { name, subscribed: false, canSubscribe: false });
    deps.bus.emit('toast:show', { message: blockedMessage(name), tone: 'success' });
  } catch (error) {
    showError(deps.bus, failureMessage(`Couldn't block ${name}`, error));
  } finally {
    deps.store.end('block', name);
  }
}
