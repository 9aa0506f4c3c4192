import { useCallback, useRef, useState } from 'react';
import { ApiError, TIMINGS } from '@dash/shared-contracts';
import type { SaveResponse } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { savePost } from '../api/save-post';
import { buildSavePayload, type PayloadInput } from '../lib/build-payload';
import { shouldShowSaveToast } from '../lib/toast-rule';
import { validatePost, type ValidationInput } from '../lib/validate';

const TROUBLE = 'Sorry, we seem to be having technical trouble. Please try again later.';

export interface SubmitRequest {
  payload: PayloadInput;
  validation: ValidationInput;
  fromFastCompose: boolean;
  /**
   * Asked once the post is valid, just before saving: false stops here without an error (the form
   * shows something else first, e.g. the alt text reminder).
   */
  proceed?: () => boolean;
}

/**
 * Validates (spec 1 §5), saves, announces the post (post:created for new posts and reblogs,
 * post:updated for edits), shows the save toast by the spec 1 §4 rule, then calls `onSaved`.
 * Every failure keeps what was typed and lists the message(s).
 */
export function useSubmitPost(onSaved: (saved: SaveResponse) => void) {
  const { api, bus } = useRemote();
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const submit = async ({ payload, validation, fromFastCompose, proceed }: SubmitRequest) => {
    if (busy.current) return;
    const invalid = validatePost(validation);
    if (invalid.length > 0) {
      setErrors(invalid);
      return;
    }
    if (!payload.blog) {
      setErrors(['You need a blog before you can post.']);
      return;
    }
    if (proceed && !proceed()) {
      setErrors([]);
      return;
    }
    busy.current = true;
    setErrors([]);
    setSaving(true);
    let saved: SaveResponse;
    try {
      saved = await savePost(api, buildSavePayload(payload));
    } catch (err) {
      busy.current = false;
      setSaving(false);
      setErrors([err instanceof ApiError ? err.userMessage : TROUBLE]);
      return;
    }
    if (payload.mode === 'edit') bus.emit('post:updated', { post: saved.created_post });
    else bus.emit('post:created', { post: saved.created_post });
    const toast = shouldShowSaveToast({
      isEdit: saved.post.is_edit,
      isReblog: saved.post.is_reblog,
      fromFastCompose,
      base: payload.base,
    });
    if (toast) {
      const message = saved.message.trim() || `Posted to ${saved.post_tumblelog.name_or_id}.`;
      window.setTimeout(() => bus.emit('toast:show', { message, tone: 'success' }), TIMINGS.saveToastDelayMs);
    }
    // Stays busy: the form is leaving, and a second ctrl+Enter must not post twice.
    setSaving(false);
    onSaved(saved);
  };

  const clearErrors = useCallback(() => setErrors((current) => (current.length ? [] : current)), []);
  return { submit, errors, saving, clearErrors };
}
