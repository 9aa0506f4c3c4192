import { useState } from 'react';
import { ApiError, TIMINGS } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { savePost } from '../api/save-post';
import { buildSavePayload } from '../lib/build-payload';
import type { FormType, PostFields } from '../lib/field-specs';
import { shouldShowSaveToast } from '../lib/toast-rule';
import { validatePost } from '../lib/validate';

const TROUBLE = 'Sorry, we seem to be having technical trouble. Please try again later.';

interface SubmitContext {
  type: FormType;
  base: string;
  fromFastCompose: boolean;
}

/** Validates, saves, announces the new post and leaves the form; errors keep what was typed. */
export function useSubmitPost({ type, base, fromFastCompose }: SubmitContext) {
  const { api, bus, navigate } = useRemote();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (blog: string, fields: PostFields) => {
    if (saving) return;
    const invalid = validatePost(type, fields);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await savePost(api, buildSavePayload({ type, blog, fields, base }));
      bus.emit('post:created', { post: saved.created_post });
      if (shouldShowSaveToast({ isEdit: saved.post.is_edit, isReblog: saved.post.is_reblog, fromFastCompose, base })) {
        const message = saved.message.trim() || `Posted to ${saved.post_tumblelog.name_or_id}.`;
        window.setTimeout(() => bus.emit('toast:show', { message, tone: 'success' }), TIMINGS.saveToastDelayMs);
      }
      navigate(base);
    } catch (err) {
      setSaving(false);
      setError(err instanceof ApiError ? err.userMessage : TROUBLE);
    }
  };

  return { submit, error, saving, clearError: () => setError(null) };
}
