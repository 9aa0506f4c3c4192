import type { FeedPage } from '@dash/shared-contracts';

/** The heading and empty-state text of each feed page. */
export function pageCopy(page: FeedPage, tag?: string): { title: string; empty: string; suggestExplore: boolean } {
  switch (page) {
    case 'dashboard':
      return {
        title: 'Dashboard',
        empty: 'Your dashboard is empty. Follow some blogs and their posts will show up here.',
        suggestExplore: true,
      };
    case 'explore':
      return { title: 'Explore', empty: 'Nothing has been posted yet. Check back soon.', suggestExplore: false };
    case 'drafts':
      return {
        title: 'Drafts',
        empty: 'You have no drafts. Posts you save as drafts will wait for you here.',
        suggestExplore: false,
      };
    case 'queue':
      return { title: 'Queue', empty: 'Your queue is empty. Queued posts are published over time.', suggestExplore: false };
    case 'likes':
      return {
        title: 'Likes',
        empty: "You haven't liked any posts yet. Tap the heart on a post you like.",
        suggestExplore: true,
      };
    case 'inbox':
      return {
        title: 'Inbox',
        empty: 'Your inbox is empty. Questions and submissions to your blog show up here.',
        suggestExplore: false,
      };
    case 'tagged':
      return { title: `#${tag ?? ''}`, empty: `Nothing has been tagged #${tag ?? ''} yet.`, suggestExplore: true };
  }
}
