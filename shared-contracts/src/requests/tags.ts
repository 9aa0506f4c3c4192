/** Spec 1 §7 tag rules, shared by the post form (what it sends) and the server (what it stores). */
export const TAG_RULES = { maxChars: 140, maxTags: 30 } as const;

/**
 * "a, #b ,, c" → ['a', 'b', 'c']: each tag trimmed, leading #s dropped, inner whitespace collapsed,
 * cut to 140 characters; empty tags dropped; duplicates dropped case-insensitively (the first
 * spelling wins); at most 30 tags.
 */
export function normalizeTags(list: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of list.split(',')) {
    const tag = part.trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim().slice(0, TAG_RULES.maxChars).trim();
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags.slice(0, TAG_RULES.maxTags);
}

/** The comma list `post[tags]` carries. */
export const tagsField = (list: string): string => normalizeTags(list).join(',');
