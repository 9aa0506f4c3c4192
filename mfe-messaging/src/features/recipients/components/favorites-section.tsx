import type { Participant } from '@dash/shared-contracts';
import { LoadingBar } from '@dash/remote-kit';
import { describeFetchError } from '../../../lib/fetch-error';
import { FAVORITES_LIMIT } from '../api/participant-suggestions';
import { useFavorites } from '../hooks/use-favorites';
import { EMPTY_INBOX_FAVORITES, splitEmptyInbox } from '../state/recipient-rules';
import { BlogGrid } from './blog-grid';
import { FavoritesList } from './favorites-list';
import './recipients.css';

export const MORE_TUMBLRS = 'More Tumblrs to talk to';

/** The server's most favourites in one answer: enough for a grid of whole rows plus the list of 5. */
const EMPTY_INBOX_FETCH = 20;

function FavoritesError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const view = describeFetchError(error);
  return (
    <p className="msg-recipients__error" role="alert">
      {view.message}{' '}
      {view.retryable ? (
        <button type="button" className="msg-link-button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </p>
  );
}

/** Empty inbox (spec 2 §2 screen 6): the suggested-blog grid, then "More Tumblrs to talk to" with 5 favourites. */
export function EmptyInboxSuggestions({ participant, onOpen }: { participant: string; onOpen: (blog: Participant) => void }) {
  const { state, retry } = useFavorites(participant, EMPTY_INBOX_FETCH);
  if (state.status === 'loading') return <LoadingBar label="Loading Tumblrs to talk to" />;
  if (state.status === 'error') return <FavoritesError error={state.error} onRetry={retry} />;
  const { grid, favorites } = splitEmptyInbox(state.blogs);
  return (
    <>
      <BlogGrid blogs={grid} onOpen={onOpen} />
      {favorites.length > 0 ? <FavoritesList title={MORE_TUMBLRS} recipients={favorites} onOpen={onOpen} /> : null}
    </>
  );
}

/**
 * Favourites under a short inbox (spec 2 §2 screen 6: no further page, at most 3 conversations), without
 * the blogs already in those conversations.
 */
export function AppendedFavorites({
  participant,
  exclude,
  onOpen,
}: {
  participant: string;
  exclude: ReadonlySet<string>;
  onOpen: (blog: Participant) => void;
}) {
  const { state, retry } = useFavorites(participant, FAVORITES_LIMIT);
  if (state.status === 'loading') return null;
  if (state.status === 'error') return <FavoritesError error={state.error} onRetry={retry} />;
  const blogs = state.blogs.filter((b) => !exclude.has(b.uuid)).slice(0, EMPTY_INBOX_FAVORITES);
  return blogs.length > 0 ? <FavoritesList title={MORE_TUMBLRS} recipients={blogs} onOpen={onOpen} /> : null;
}
