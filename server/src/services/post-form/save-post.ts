import {
  STATE_CODES,
  stateFromCode,
  commentField,
  type AnyPostType,
  type PostContent,
  type PostState,
  type PostUpdateRequest,
  type SaveResponse,
} from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { PostRow } from '../../db/types';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { parseJson } from '../../lib/json';
import { sanitizePostHtml } from '../../lib/sanitize';
import { nowSeconds } from '../../lib/time';
import { avatarUrl, blogCounts, blogUrl } from '../../mappers/blog';
import { postUrl } from '../../mappers/post';
import { findBlogById } from '../../repositories/blogs';
import { findPostById, insertPost, updatePost } from '../../repositories/posts';
import type { Auth } from '../../types/fastify';
import { ownBlogByName } from '../current-blog';
import { notifyMentions } from '../mentions';
import { POST_GONE, postToInteractWith, REBLOG_GONE, visiblePostOr404 } from '../post-access';
import { outsideFetchGuard } from '../outside-fetch-guard';
import { mapPosts } from '../post-view';
import { editChangesPost, keepPreviousVersion } from '../post-versions';
import { buildContent, typeFromWire } from './build-content';
import { readPostForm } from './read-form';
import { notifyReblog, reblogContent, recordAnswer, recordReblog } from './reblog';
import { discardMediaFiles, saveMedia, type PreparedMedia } from '../media/store-media';
import { resolvePhotos, resolveUpload } from './resolve-media';
import { applyEditorType, type EditorType } from './editor-source';
import { normaliseSourceUrl } from './urls';
import { assertBlogMayAct } from '../moderation/blog-access';

const EDITOR_BY_NAME: Record<string, EditorType> = {
  rich: 'rich',
  html: 'html',
  markdown: 'markdown',
  '0': 'rich',
  '1': 'html',
  '2': 'markdown',
};

const MESSAGES: Record<PostState, string> = {
  published: 'Your post was published.',
  draft: 'Saved to your drafts.',
  queued: 'Added to your queue.',
  scheduled: 'Your post was scheduled.',
  private: 'Saved as a private post.',
  unapproved: 'Saved.',
  transcoding: 'Your video is processing.',
};

/** post[publish_on]: unix seconds, or any date string Date can read (ISO 8601 recommended). */
function parsePublishOn(value: string): number | null {
  if (!value) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.floor(new Date(value).getTime() / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) throw badRequest('Invalid "publish_on" value');
  return seconds;
}

export function makeSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

function slugSource(content: PostContent): string {
  return content.title || content.quote || content.question || content.body || content.caption || '';
}

/** POST /svc/post/update: create, edit or reblog a post, all in one transaction. */
export async function savePost(app: FastifyInstance, auth: Auth, body: PostUpdateRequest): Promise<SaveResponse> {
  const db = app.db;
  const form = readPostForm(body);
  const blog = await ownBlogByName(db, auth, form.channelId, "You can't post to that blog.");
  // A suspended blog saves nothing (new posts, edits, answers, reblogs): server/README.md "Moderation".
  assertBlogMayAct(blog, 'post', false);

  let existing: PostRow | undefined;
  if (form.editPostId) {
    if (!/^\d+$/.test(form.editPostId)) throw notFound(POST_GONE);
    existing = await visiblePostOr404(db, auth, Number(form.editPostId));
    const owner = await findBlogById(db, existing.blog_id);
    if (owner?.owner_user_id !== auth.user.id) throw forbidden("You can't edit that post.");
  }
  let parent: PostRow | undefined;
  if (form.reblog && !existing) {
    if (!/^\d+$/.test(form.reblog.postId)) throw notFound(REBLOG_GONE);
    // The same check as /fast_reblog: published, visible, and no block from the post's blog.
    parent = await postToInteractWith(db, auth, Number(form.reblog.postId), 'reblog', REBLOG_GONE);
    if (form.reblog.key && form.reblog.key !== parent.reblog_key) throw forbidden("That post can't be reblogged.");
    assertBlogMayAct(blog, 'reblog', (await findBlogById(db, parent.blog_id))?.owner_user_id !== auth.user.id);
  }

  const publishOn = parsePublishOn(form.publishOn);
  const code =
    form.stateCode ||
    (existing ? (existing.state === 'unapproved' ? '0' : (STATE_CODES[existing.state as PostState] ?? '0')) : '0');
  const state = stateFromCode(code, { publishOn });
  if (!state || ((state === 'unapproved' || state === 'transcoding') && existing?.state !== state))
    throw badRequest('Invalid "state" value');
  if (state === 'scheduled' && !publishOn) throw badRequest('Choose a date and time to publish this post.');

  if (form.editorType && !EDITOR_BY_NAME[form.editorType]) throw badRequest('Invalid "editor_type" value', 'editor_type');
  const format: EditorType =
    EDITOR_BY_NAME[form.editorType] ??
    EDITOR_BY_NAME[existing?.format ?? ''] ??
    EDITOR_BY_NAME[auth.user.default_editor_type] ??
    'rich';

  const existingContent = existing ? parseJson<PostContent>(existing.content, {}) : null;
  const isReblog = Boolean(parent) || Boolean(existing?.reblogged_from_post_id);
  let type: AnyPostType;
  let content: PostContent;
  let sourceText: PostContent['source_text'] | null;
  // Photos added by URL: downloaded and drawn already, stored with the post so a refusal stores nothing.
  let fetchedPhotos: PreparedMedia[] = [];
  if (isReblog) {
    type = (existing?.type ?? parent?.type ?? 'text') as AnyPostType;
    const base = existingContent ?? parseJson<PostContent>(parent?.content ?? '{}', {});
    const typed = applyEditorType(form, type, format, true);
    sourceText = typed.sourceText;
    content = reblogContent(type, base, sanitizePostHtml(typed.form.two, 'post[two]'));
  } else {
    type = form.wireType ? typeFromWire(form.wireType) : ((existing?.type as AnyPostType | undefined) ?? typeFromWire(''));
    if (existing && type !== existing.type && existing.type === 'answer') throw badRequest('Invalid "type" value');
    const typed = applyEditorType(form, type, format, false);
    sourceText = typed.sourceText;
    const resolved =
      type === 'photo' ? await resolvePhotos(db, auth.user.id, form.images, existingContent, outsideFetchGuard(app)) : null;
    fetchedPhotos = resolved?.fetched ?? [];
    const uploadedMedia =
      type === 'audio' || type === 'video' ? await resolveUpload(db, auth.user.id, form.preuploadedUrl, type) : null;
    content = buildContent({
      form: typed.form,
      type,
      photos: resolved?.photos ?? [],
      existing: type === 'answer' ? existingContent : null,
      isReblog: false,
      uploadedMedia,
    });
  }

  // What was typed in html and markdown posts, so an edit reopens it as typed (rich posts keep none).
  const { source_text: _previous, ...rest } = content;
  content = sourceText && Object.keys(sourceText).length > 0 ? { ...rest, source_text: sourceText } : rest;

  const now = nowSeconds();
  // Past-due schedules go out at once rather than waiting for the timer.
  const finalState: PostState = state === 'scheduled' && publishOn !== null && publishOn <= now ? 'published' : state;
  const becomesPublished = finalState === 'published' && existing?.state !== 'published';
  const timestamp = finalState === 'scheduled' && publishOn ? publishOn : becomesPublished ? now : (existing?.timestamp ?? now);
  const slug = makeSlug(form.slug || slugSource(content));
  const fields = {
    type,
    state: finalState,
    format,
    content: JSON.stringify(content),
    tags: JSON.stringify(form.tags),
    slug,
    updated_at: now,
    timestamp,
    publish_on: finalState === 'scheduled' ? publishOn : null,
    source_url: normaliseSourceUrl(form.sourceUrl),
  };
  // Issue 13 "Edit history": an edit of a published post that changes what readers see keeps the
  // previous version (server/README.md "Edit history"); drafts, queued and private posts keep none.
  const keepVersion = existing?.state === 'published' && editChangesPost(existing, fields);

  const postId = await db
    .transaction()
    .execute(async (trx) => {
      for (const prepared of fetchedPhotos) await saveMedia(trx, app.media.dir, prepared, auth.user.id);
      if (existing) {
        if (keepVersion) await keepPreviousVersion(trx, existing, now);
        await updatePost(trx, existing, keepVersion ? { ...fields, edited_at: now } : fields, form.tags);
        if (existing.type === 'answer' && existing.state === 'unapproved' && finalState === 'published') {
          await recordAnswer(trx, existing, blog.id, content.answer ?? '', now);
        }
        await notifyMentions(trx, existing.id, now);
        return existing.id;
      }
      const id = await insertPost(
        trx,
        {
          ...fields,
          blog_id: blog.id,
          created_at: now,
          root_id: parent ? (parent.root_id ?? parent.id) : null,
          reblog_key: randomToken(6),
          reblogged_from_post_id: parent?.id ?? null,
          reblogged_from_blog_id: parent?.blog_id ?? null,
          trail: parent ? await recordReblog(trx, parent) : '[]',
          // A reblogged answer keeps its asker, so the root entry still says who asked.
          asking_blog_id: parent?.type === 'answer' ? parent.asking_blog_id : null,
        },
        form.tags,
      );
      if (parent) await notifyReblog(trx, parent, { id, blog_id: blog.id, comment: content[commentField(type)] ?? '' }, now);
      await notifyMentions(trx, id, now);
      return id;
    })
    .catch(async (err: unknown) => {
      await discardMediaFiles(app.media.dir, fetchedPhotos);
      throw err;
    });

  const saved = await findPostById(db, postId);
  const freshBlog = await findBlogById(db, blog.id);
  if (!saved || !freshBlog) throw new Error('saved post vanished');
  const [created] = await mapPosts(db, [saved], auth);
  if (!created) throw new Error('saved post could not be mapped');
  return {
    post: { is_edit: Boolean(existing), is_reblog: isReblog },
    created_post: created,
    post_context_page: form.contextPage,
    message: existing ? 'Your changes were saved.' : MESSAGES[finalState],
    post_tumblelog: {
      name_or_id: freshBlog.name,
      url: blogUrl(freshBlog.name),
      avatar: avatarUrl(freshBlog),
      post_url: postUrl(freshBlog.name, saved.id),
    },
    context_tumblelog: blogCounts(freshBlog),
  };
}
