import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnyPostType } from '@dash/shared-contracts';
import { useOpenGraph } from '../../link-preview';
import type { FieldName, PostDraft } from '../lib/field-specs';
import type { MediaDraft } from '../lib/media-draft';
import { applyOpenGraph, OG_FIELDS } from '../lib/og-prefill';

interface DraftOptions {
  type: AnyPostType;
  /** Reblogs edit only the comment: no OpenGraph lookup. */
  isReblog: boolean;
  initialDraft: PostDraft;
  initialMedia: MediaDraft;
}

/**
 * The form's editable state: text fields, state choice, editor type and media. Link posts look up
 * OpenGraph data for a valid URL and pre-fill the fields the user has not typed in.
 */
export function usePostDraft({ type, isReblog, initialDraft, initialMedia }: DraftOptions) {
  const [draft, setDraft] = useState(initialDraft);
  const [media, setMedia] = useState(initialMedia);
  // An edit keeps what the post already says; only fields still empty may be pre-filled.
  const touched = useRef(new Set<FieldName>(OG_FIELDS.filter((name) => initialDraft.fields[name] !== '')));
  const isLink = type === 'link' && !isReblog;
  const initialUrl = initialDraft.fields.url.trim();
  // The URL an edit opened with was looked up when the post was made: only a changed URL is looked up.
  const lookUp = isLink && draft.fields.url.trim() !== initialUrl;
  const openGraph = useOpenGraph(lookUp ? draft.fields.url : '');

  useEffect(() => {
    const data = openGraph.data;
    if (!data) return;
    setDraft((current) =>
      initialUrl !== '' && current.fields.url.trim() === initialUrl
        ? current
        : { ...current, fields: applyOpenGraph(current.fields, touched.current, data) },
    );
  }, [openGraph.data, initialUrl]);

  const setField = (name: FieldName, value: string) => {
    touched.current.add(name);
    setDraft((current) => ({ ...current, fields: { ...current.fields, [name]: value } }));
  };
  const update = (patch: Partial<Omit<PostDraft, 'fields'>>) => setDraft((current) => ({ ...current, ...patch }));
  const updateMedia = (patch: Partial<MediaDraft>) => setMedia((current) => ({ ...current, ...patch }));

  const snapshot = (d: PostDraft, m: MediaDraft) => JSON.stringify([d.fields, d.state, d.publishOn, m]);
  const initialJson = useMemo(() => snapshot(initialDraft, initialMedia), [initialDraft, initialMedia]);
  // The editor type alone changes no content, so switching it asks nothing on close.
  const dirty = snapshot(draft, media) !== initialJson;

  return {
    draft,
    media,
    setField,
    update,
    updateMedia,
    dirty,
    openGraphLoading: lookUp && openGraph.loading,
  };
}
