import { screen, within } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import type { FeedPage as FeedPageName, Post } from '@dash/shared-contracts';
import { FeedPage } from '../features/feed/components/feed-page';
import type { FakeBus } from '@dash/remote-kit/src/testing';
import { createFakeServices, renderWithServices } from './fake-services';
import type { FakeServices } from './fake-services';

/** Plays the dialog service: answers every `dialog:open` with `result`, and records what was asked. */
export function answerDialogs(bus: FakeBus, result: 'confirm' | 'cancel') {
  const asked: Array<{ title: string; confirmLabel: string; cancelLabel?: string }> = [];
  bus.on('dialog:open', (request) => {
    asked.push(request);
    queueMicrotask(() => bus.emit('dialog:closed', { id: request.id, result }));
  });
  return asked;
}

/** Renders a feed page whose first page is `posts` (drafts read "after", every other page "before"). */
export async function renderFeed(
  posts: Post[],
  options: { page?: FeedPageName; tag?: string; services?: FakeServices; visitor?: boolean } = {},
) {
  const page = options.page ?? 'dashboard';
  const services = options.services ?? createFakeServices();
  const direction = page === 'drafts' ? 'after' : 'before';
  services.api.on('get', API_ROUTES.feed(page, direction, '0'), () => ({ posts, next_ref: null }));
  const view = renderWithServices(<FeedPage page={page} tag={options.tag} visitor={options.visitor ?? false} />, services);
  if (posts.length) await screen.findAllByRole('article');
  return { ...view, services };
}

/** The article of a post, by id. */
export function card(id: string): HTMLElement {
  const article = screen.getAllByRole('article').find((a) => a.getAttribute('data-post-id') === id);
  if (!article) throw new Error(`no article for post ${id}`);
  return article;
}

export const inCard = (id: string) => within(card(id));

export const shownIds = () => screen.queryAllByRole('article').map((a) => a.getAttribute('data-post-id'));
