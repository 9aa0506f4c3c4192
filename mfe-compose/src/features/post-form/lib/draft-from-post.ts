import type { Post, PostFetchResponse } from '@dash/shared-contracts';
import { EMPTY_FIELDS, REBLOG_SLOTS, WIRE_SLOTS, type PostDraft, type PostFields } from './field-specs';
import { initialStateFor, toLocalInput } from './post-states';

/** The field that holds a blogger's own words in each type (what a reblog adds or edits). */
export function commentOf(post: Post): string {
  const c = post.content;
  if (post.type === 'text') return c.body ?? '';
  if (post.type === 'answer') return c.answer ?? '';
  return c.caption ?? '';
}

/** A post that is itself a reblog is edited like one: only its comment. */
export function isReblogPost(post: Post): boolean {
  return post.reblogged_from !== null;
}

/**
 * The draft an edit opens with: the spec's post[...] form fields (what POST /svc/post/fetch
 * answers), preferring what the author typed for html and markdown posts (content.source_text),
 * and the post's format as the editor type (spec 1 §4 "Format codes").
 */
export function draftFromFetch(fetched: PostFetchResponse): PostDraft {
  const { post, form } = fetched;
  const typed = post.content.source_text ?? {};
  const slots = isReblogPost(post) ? REBLOG_SLOTS : WIRE_SLOTS[post.type];
  const fields: PostFields = { ...EMPTY_FIELDS };
  for (const slot of ['one', 'two', 'three'] as const) {
    const name = slots[slot];
    if (name) fields[name] = typed[slot] ?? form[`post[${slot}]`] ?? '';
  }
  if (isReblogPost(post) && !typed.two) fields.comment = commentOf(post);
  if (post.type === 'answer') fields.question = post.content.question ?? fields.question;
  if (post.type === 'link') {
    fields.excerpt = post.content.excerpt ?? '';
    fields.author = post.content.author ?? '';
    fields.thumbnail = post.content.thumbnail ?? '';
  }
  fields.tags = post.tags.join(', ');
  fields.sourceUrl = form['post[source_url]'] ?? post.source_url ?? '';
  fields.slug = form['post[slug]'] ?? post.slug;
  return {
    fields,
    state: initialStateFor(post.state),
    publishOn: toLocalInput(post.publish_on),
    editorType: post.format,
  };
}
