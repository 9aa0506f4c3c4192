import { commentField, ownWords } from '@dash/shared-contracts/core';
import type { BlogRef, Post, PostContent } from '@dash/shared-contracts';

/** One entry of a reblog trail: a blog and what that blog posted. */
export interface TrailEntry {
  key: string;
  blog: BlogRef;
  postId: string;
  /**
   * 'root': the original post, drawn as its type from `content` (media, question, link… and the
   * original's words); 'comment': an earlier reblogger's words; 'own': the shown post's own words.
   */
  kind: 'root' | 'comment' | 'own';
  /** The root entry's content; null for words-only entries. */
  content: PostContent | null;
  /** The entry's words (sanitized HTML); for the root, also in its content's comment field. */
  html: string;
  /** The root of a reblog only: the original was edited after the reblog, at this time (issue 13). */
  editedAfter?: number;
}

/** Whether sanitized HTML shows anything: text, or an image, frame or video. */
export function showsSomething(html: string): boolean {
  if (/<(img|iframe|video|audio)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

/**
 * A post's reblog trail, oldest first (spec 1, issue 10): the original post (its blog, then its
 * whole content with its media and question), each reblogger who added words, then, with
 * `includeOwn`, the shown post's own words labelled with its blog (left out when it added none).
 * An original post is its own root entry. A trail from a server older than `ReblogTrailItem.content`
 * gets its root content from the post, which a reblog stores as a copy of the original's.
 */
export function trailEntries(post: Post, { includeOwn = true }: { includeOwn?: boolean } = {}): TrailEntry[] {
  const [root, ...later] = post.trail;
  if (!root) {
    return [
      { key: `root-${post.id}`, blog: post.blog, postId: post.id, kind: 'root', content: post.content, html: ownWords(post) },
    ];
  }
  const field = commentField(post.type);
  const entries: TrailEntry[] = [
    {
      key: `root-${root.post_id}`,
      blog: root.blog,
      postId: root.post_id,
      kind: 'root',
      content: root.content ?? { ...post.content, [field]: root.html },
      html: root.html,
      ...(root.edited_after !== undefined ? { editedAfter: root.edited_after } : {}),
    },
    ...later.map((item) => ({
      key: `comment-${item.post_id}`,
      blog: item.blog,
      postId: item.post_id,
      kind: 'comment' as const,
      content: null,
      html: item.html,
    })),
  ];
  const own = ownWords(post);
  if (includeOwn && showsSomething(own)) {
    entries.push({ key: `own-${post.id}`, blog: post.blog, postId: post.id, kind: 'own', content: null, html: own });
  }
  return entries;
}
