import { useEffect, useState } from 'react';
import { ApiError, LIMITS, MESSAGING } from '@dash/shared-contracts';
import type { EditorType, PostFetchResponse, PostFormBuilderData, UploadLimits } from '@dash/shared-contracts';
import { useCurrentBlog, useRemote } from '@dash/remote-kit';
import { fetchPost } from '../api/fetch-post';
import { getFormBuilderData } from '../api/get-form-builder-data';

/** What the form needs from the form builder data, with the session as the fallback. */
export interface FormSetup {
  blogs: string[];
  defaultBlog: string;
  defaultEditorType: EditorType;
  photosPerPost: number;
  uploadBytes: UploadLimits;
}

export type FormDataState =
  | { status: 'loading' }
  | { status: 'ready'; setup: FormSetup; fetched: PostFetchResponse | null }
  | { status: 'failed'; message: string };

/** The post to load for an edit (postId) or a reblog (postId + reblogKey); null for a new post. */
export type PostSource = { postId: string; reblogKey?: string } | null;

const TROUBLE = 'Sorry, we seem to be having technical trouble. Please try again later.';

/**
 * Used only when the builder data cannot be loaded: the form still works with the session's blogs;
 * the server enforces the real upload limits (its answer is shown if it refuses).
 */
const FALLBACK_UPLOAD_BYTES: UploadLimits = {
  image: MESSAGING.imageUploadLimitBytes,
  audio: 10 * 1024 * 1024,
  video: 100 * 1024 * 1024,
};

function pickBlog(names: string[], preferred: Array<string | null | undefined>): string {
  return preferred.find((name): name is string => Boolean(name && names.includes(name))) ?? names[0] ?? '';
}

/** Loads the form builder data once per open, and the post for an edit or a reblog (spec 1 §7). */
export function usePostFormData(source: PostSource): FormDataState {
  const { api, session } = useRemote();
  const currentBlog = useCurrentBlog();
  const [state, setState] = useState<FormDataState>({ status: 'loading' });
  const postId = source?.postId;
  const reblogKey = source?.reblogKey;

  useEffect(() => {
    const controller = new AbortController();
    const builder = getFormBuilderData(api, controller.signal).then(
      (data: PostFormBuilderData | undefined) => data ?? null,
      () => null,
    );
    const post = postId ? fetchPost(api, { postId, reblogKey }, controller.signal) : Promise.resolve(null);
    Promise.all([builder, post]).then(
      ([data, fetched]) => {
        if (controller.signal.aborted) return;
        const channels = data?.channels ?? [];
        const blogs = channels.length > 0 ? channels.map((c) => c.name) : session.blogs.map((b) => b.name);
        const sessionPrimary = session.blogs.find((b) => b.is_primary)?.name;
        const defaultBlog = pickBlog(blogs, [
          currentBlog,
          channels.find((c) => c.is_current)?.name,
          channels.find((c) => c.is_primary)?.name,
          sessionPrimary,
        ]);
        setState({
          status: 'ready',
          fetched: fetched ?? null,
          setup: {
            blogs,
            defaultBlog,
            defaultEditorType: data?.default_editor_type ?? session.user?.default_editor_type ?? 'rich',
            photosPerPost: data?.limits.photos_per_post ?? LIMITS.photosPerPost,
            uploadBytes: data?.limits.upload_bytes ?? FALLBACK_UPLOAD_BYTES,
          },
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof ApiError ? error.userMessage : TROUBLE });
      },
    );
    return () => controller.abort();
    // The current blog only picks the default; a later change must not reload an open form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, postId, reblogKey]);

  return state;
}
