import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import type { AnyPostType, PostFetchResponse } from '@dash/shared-contracts';
import { trapTab, useSessionUser } from '@dash/remote-kit';
import { altReminderEnabled, hasImageWithoutAlt } from '../lib/alt-reminder';
import { dialogTitle } from '../lib/dialog-title';
import { draftFromFetch, isReblogPost } from '../lib/draft-from-post';
import { emptyDraft } from '../lib/field-specs';
import type { FormRoute } from '../lib/form-route';
import { EMPTY_MEDIA, mediaEntries, mediaError, mediaFromPost } from '../lib/media-draft';
import type { FormSetup } from '../hooks/use-post-form-data';
import { useDiscardGuard, type CloseRequest } from '../hooks/use-discard-guard';
import { usePostDraft } from '../hooks/use-post-draft';
import { useSubmitPost } from '../hooks/use-submit-post';
import { AltReminder } from './alt-reminder';
import { BlogSelect } from './blog-select';
import { EditorTypeSelect } from './editor-type-select';
import { ErrorList } from './error-list';
import { MediaFields } from './media-fields';
import { PostButton } from './post-button';
import { PostFormContent } from './post-form-content';
import './post-form.css';

export interface PostFormProps {
  variant: 'modal' | 'inline';
  route: FormRoute;
  fromFastCompose: boolean;
  setup: FormSetup;
  fetched: PostFetchResponse | null;
  /** Leaves the form without asking (also after a save). */
  onClose: () => void;
  /** Lets the modal's host route glass clicks through the discard check. */
  registerCloseRequest?: (request: CloseRequest | null) => void;
}

/** The post form of every type and mode, as a modal dialog or inline on the dashboard. */
export function PostForm({ variant, route, fromFastCompose, setup, fetched, onClose, registerCloseRequest }: PostFormProps) {
  const post = fetched?.post ?? null;
  const mode = route.mode;
  const type: AnyPostType = post?.type ?? (route.mode === 'new' ? route.type : 'text');
  const isReblog = mode === 'reblog' || (mode === 'edit' && post !== null && isReblogPost(post));
  const initialDraft = useMemo(
    () => (mode === 'edit' && fetched ? draftFromFetch(fetched) : emptyDraft(setup.defaultEditorType)),
    [mode, fetched, setup.defaultEditorType],
  );
  const initialMedia = useMemo(
    () => (mode === 'edit' && post && !isReblog ? mediaFromPost(post) : EMPTY_MEDIA),
    [mode, post, isReblog],
  );
  const form = usePostDraft({ type, isReblog, initialDraft, initialMedia });
  const { draft } = form;
  const [blog, setBlog] = useState(() => (mode === 'edit' && post ? post.blog.name : setup.defaultBlog));
  const { submit, errors, saving, clearErrors } = useSubmitPost(onClose);
  const requestClose = useDiscardGuard(mode, form.dirty, onClose);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const originalState = mode === 'edit' && post ? post.state : null;
  const sessionUser = useSessionUser();
  // The alt text reminder shows once per open form (issue 13); a ref too, for "Post anyway" at once.
  const reminded = useRef(false);
  const [reminding, setReminding] = useState(false);

  useEffect(() => {
    registerCloseRequest?.(requestClose);
    return () => registerCloseRequest?.(null);
  }, [registerCloseRequest, requestClose]);

  // Typing clears the list; it comes back on the next try if still true. Media values also change
  // on their own (upload progress), so they leave the list alone.
  useEffect(clearErrors, [draft, clearErrors]);

  const remindAboutAlt = (): boolean => {
    if (reminded.current || !altReminderEnabled(sessionUser)) return false;
    if (!hasImageWithoutAlt({ type, isReblog, draft, media: form.media })) return false;
    reminded.current = true;
    setReminding(true);
    return true;
  };

  /** "Add": the first empty alt field (a photo's, or an inline image's ALT button, which opens its field). */
  const addAltText = () => {
    setReminding(false);
    const missing = rootRef.current?.querySelector<HTMLElement>('[data-alt-missing]');
    if (!missing) return;
    if (missing instanceof HTMLButtonElement) missing.click();
    else missing.querySelector<HTMLElement>('textarea, input')?.focus();
  };

  const send = () => {
    setReminding(false);
    const reblog = route.mode === 'reblog' ? { postId: route.reblogId, key: route.reblogKey } : undefined;
    void submit({
      fromFastCompose,
      proceed: () => !remindAboutAlt(),
      validation: {
        type,
        mode,
        isReblog,
        draft,
        originalState,
        openGraphLoading: form.openGraphLoading,
        mediaError: mediaError(type, form.media, setup.photosPerPost),
      },
      payload: {
        type,
        mode,
        isReblog,
        blog,
        base: route.base,
        draft,
        postId: route.mode === 'edit' ? route.postId : undefined,
        reblog,
        originalState,
        mediaEntries: mediaEntries(type, form.media),
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    } else if (variant === 'modal') {
      trapTab(event, rootRef.current);
    }
  };

  const fieldProps = { fields: draft.fields, setField: form.setField, editorType: draft.editorType, disabled: saving };
  const dialogProps = variant === 'modal' ? { role: 'dialog', 'aria-modal': true } : { role: 'region' };
  return (
    <div
      ref={rootRef}
      className={`compose-modal compose-modal--${variant}`}
      {...dialogProps}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header className="compose-modal-header">
        <h2 id={titleId} className="compose-modal-title">
          {dialogTitle(mode, type, post)}
        </h2>
        {mode !== 'edit' && <BlogSelect blogs={setup.blogs} value={blog} onChange={setBlog} disabled={saving} />}
      </header>
      <form className="compose-form" noValidate onSubmit={onSubmit}>
        {!isReblog && (
          <MediaFields
            type={type}
            media={form.media}
            onChange={form.updateMedia}
            photosPerPost={setup.photosPerPost}
            uploadBytes={setup.uploadBytes}
          />
        )}
        <PostFormContent
          type={type}
          post={post}
          isReblog={isReblog}
          mode={mode}
          openGraphLoading={form.openGraphLoading}
          {...fieldProps}
        />
        <div className="compose-form-actions">
          <EditorTypeSelect value={draft.editorType} onChange={(editorType) => form.update({ editorType })} disabled={saving} />
          <button type="button" className="compose-button compose-button--secondary" onClick={requestClose}>
            Close
          </button>
          {reminding && <AltReminder onAdd={addAltText} onPostAnyway={send} />}
          <ErrorList errors={blog ? errors : ['You need a blog before you can post.', ...errors]} />
          <PostButton
            state={draft.state}
            onStateChange={(state) => form.update({ state })}
            publishOn={draft.publishOn}
            onPublishOnChange={(publishOn) => form.update({ publishOn })}
            editingDraft={originalState === 'draft'}
            saving={saving}
            disabled={!blog}
          />
        </div>
      </form>
    </div>
  );
}
