import { useEffect } from 'react';
import { useRemote } from '@dash/remote-kit';
import { loadRichEditor } from '../../editor';
import type { FormRoute } from '../lib/form-route';
import { usePostFormData, type PostSource } from '../hooks/use-post-form-data';
import type { CloseRequest } from '../hooks/use-discard-guard';
import { DelayedLoader } from './delayed-loader';
import { PostForm } from './post-form';

export interface PostFormPanelProps {
  variant: 'modal' | 'inline';
  route: FormRoute;
  fromFastCompose: boolean;
  /** Leaves the form without asking. */
  onClose: () => void;
  registerCloseRequest?: (request: CloseRequest | null) => void;
  /** The form is in the document (phase "attach"). */
  onAttached?: () => void;
  /** When the form started preparing: the loader delay counts from here. */
  openedAt?: number;
}

function sourceOf(route: FormRoute): PostSource {
  if (route.mode === 'edit') return { postId: route.postId };
  if (route.mode === 'reblog') return { postId: route.reblogId, reblogKey: route.reblogKey };
  return null;
}

// The server's own words when an edit address points at someone else's post.
const NOT_YOURS = "You can't edit that post.";

/**
 * The lazy chunk's entry: prepares the form (builder data, and the post for an edit or reblog)
 * behind the delayed loader, then attaches it. A failed load says why in a toast and closes.
 */
export function PostFormPanel({
  variant,
  route,
  fromFastCompose,
  onClose,
  registerCloseRequest,
  onAttached,
  openedAt,
}: PostFormPanelProps) {
  const { bus } = useRemote();
  const data = usePostFormData(sourceOf(route));

  // Part of "prepare": Quill's chunk loads beside the data. A failure shows in the editor itself.
  useEffect(() => {
    loadRichEditor().catch(() => undefined);
  }, []);
  const refused = data.status === 'ready' && route.mode === 'edit' && data.fetched?.mode === 'reblog';
  const failure = data.status === 'failed' ? data.message : refused ? NOT_YOURS : null;

  useEffect(() => {
    if (failure) {
      bus.emit('toast:show', { message: failure, tone: 'error' });
      onClose();
    } else if (data.status === 'ready') {
      onAttached?.();
    }
    // Runs once per outcome; the callbacks are stable per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.status, failure]);

  if (data.status === 'loading') return <DelayedLoader since={openedAt} />;
  if (failure || data.status !== 'ready') return null;
  return (
    <PostForm
      variant={variant}
      route={route}
      fromFastCompose={fromFastCompose}
      setup={data.setup}
      fetched={data.fetched}
      onClose={onClose}
      registerCloseRequest={registerCloseRequest}
    />
  );
}
