import type { PostContent } from './schemas/post';

/**
 * The content field that holds a blogger's own words in each post type: a text post's body, an
 * answer's answer, every other type's caption. A reblog copies the original's content and puts the
 * reblogger's words in this field; a reblog trail entry's `html` is that field of an earlier post.
 */
export function commentField(type: string): 'body' | 'answer' | 'caption' {
  if (type === 'text') return 'body';
  if (type === 'answer') return 'answer';
  return 'caption';
}

/** A post's own words (its comment field), '' when it has none. */
export function ownWords(post: { type: string; content: PostContent }): string {
  return post.content[commentField(post.type)] ?? '';
}
