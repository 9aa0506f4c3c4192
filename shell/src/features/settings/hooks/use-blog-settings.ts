import { useEffect, useRef, useState } from 'react';
import { ApiError, HEX_COLOR, SETTINGS_LIMITS } from '@dash/shared-contracts/core';
import type { BlogSettings, BlogSettingsResponse } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { loadSchemas } from '../../../lib/contract-schemas';
import { fromZod } from '../../account';
import { getBlogSettings, saveBlogSettings } from '../api/blog-settings';
import { saveSharing, type SharingKey } from '../api/save-sharing';
import { uploadBlogImage, type BlogImageKind } from '../api/upload-blog-image';
import { changesOf, currentView, previewSettings, type Draft, type DraftKey } from '../lib/blog-settings-draft';
import { notLoaded, notSaved } from '../lib/failure';
import { SAVED } from '../lib/settings-copy';

export type BlogSettingsBusy = 'save' | BlogImageKind | 'remove-header' | SharingKey | null;
type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; saved: BlogSettings };
type FieldErrors = Partial<Record<DraftKey | 'avatar' | 'header', string>>;

const FIELDS: readonly DraftKey[] = [
  'title',
  'description',
  'background_color',
  'title_color',
  'link_color',
  'title_font',
  'title_font_weight',
  'avatar_shape',
  'header_focus_x',
  'header_focus_y',
  'avatar_alt',
  'header_image_alt',
];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const NOTHING_CHANGED = 'Nothing to save: no setting has changed.';

/** A picked file the server would refuse anyway, said before uploading it. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Choose a JPG, PNG, GIF or WebP image.';
  if (file.size > SETTINGS_LIMITS.imageBytes) return 'The file is too big. Squish it down, and try again!';
  return null;
}

/**
 * The blog settings page's state: the settings load after the first render (the server renders the
 * loading state), the form edits a draft shown over them (and in the live preview), Save sends the
 * changed fields (checked first with the request schema), and pictures and sharing switches save at
 * once. One save at a time; a failure keeps everything typed and says why; every answer puts the
 * blog as it is now into the session (the switcher and the navigation show the new title and avatar).
 */
export function useBlogSettings(name: string) {
  const services = useShellServices();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<BlogSettingsBusy>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const busyRef = useRef(false);

  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    getBlogSettings(services.api, name).then(
      (answer) => live && setLoaded({ state: 'ready', saved: answer.settings }),
      (failure: unknown) => live && setLoaded({ state: 'failed', message: notLoaded(failure) }),
    );
    return () => {
      live = false;
    };
  }, [services.api, name, attempt]);

  const applyAnswer = (answer: BlogSettingsResponse) => {
    setLoaded({ state: 'ready', saved: answer.settings });
    const session = services.session.get();
    services.session.replace({ ...session, blogs: session.blogs.map((b) => (b.name === answer.blog.name ? answer.blog : b)) });
  };

  const run = async (what: Exclude<BlogSettingsBusy, null>, action: () => Promise<BlogSettingsResponse>, after?: () => void) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(what);
    setStatus('');
    setError('');
    try {
      applyAnswer(await action());
      after?.();
      setStatus(SAVED);
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.errors[0]?.field : undefined;
      const known = [...FIELDS, 'avatar', 'header'].find((f) => f === field);
      if (known && failure instanceof ApiError) setErrors((e) => ({ ...e, [known]: failure.userMessage }));
      setError(notSaved(failure));
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const ready = loaded.state === 'ready' ? loaded.saved : null;

  return {
    loaded,
    retry: () => setAttempt((n) => n + 1),
    view: ready ? currentView(ready, draft) : null,
    preview: ready ? previewSettings(ready, draft, (v) => HEX_COLOR.test(v)) : null,
    saved: ready,
    dirty: ready ? Object.keys(changesOf(ready, draft)).length > 0 : false,
    errors,
    busy,
    status,
    error,
    set(key: DraftKey, value: string | boolean | number) {
      setDraft((d) => ({ ...d, [key]: value }));
      setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
      setStatus('');
    },
    async save() {
      if (!ready || busyRef.current) return;
      const changes = changesOf(ready, draft);
      if (Object.keys(changes).length === 0) {
        setError('');
        setStatus(NOTHING_CHANGED);
        return;
      }
      const { BlogSettingsRequestSchema } = await loadSchemas();
      const parsed = BlogSettingsRequestSchema.safeParse(changes);
      if (!parsed.success) {
        setErrors(fromZod(parsed.error, FIELDS));
        setStatus('');
        setError('Your settings were not saved. Check the fields marked below.');
        return;
      }
      setErrors({});
      await run(
        'save',
        () => saveBlogSettings(services.api, name, parsed.data),
        () => setDraft({}),
      );
    },
    async upload(kind: BlogImageKind, file: File) {
      const problem = imageProblem(file);
      setErrors((e) => ({ ...e, [kind]: problem ?? undefined }));
      if (problem) {
        setStatus('');
        setError(`Your picture was not saved. ${problem}`);
        return;
      }
      const view = ready ? currentView(ready, draft) : null;
      const focus = kind === 'header' && view ? { x: view.header_focus_x, y: view.header_focus_y } : undefined;
      await run(kind, () => uploadBlogImage(services.api, name, kind, file, focus));
    },
    removeHeader: () => run('remove-header', () => saveBlogSettings(services.api, name, { remove_header_image: true })),
    share: (key: SharingKey, on: boolean) => run(key, () => saveSharing(services.api, name, key, on)),
  };
}

export type BlogSettingsState = ReturnType<typeof useBlogSettings>;
