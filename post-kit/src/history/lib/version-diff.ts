import { diffWords } from 'diff';
import type { PostContent } from '@dash/shared-contracts';

/** One run of words: kept, added (in the newer version) or removed (from the older). */
export interface TextPart {
  value: string;
  kind: 'same' | 'added' | 'removed';
}

/** A text field that changed between two versions, as word runs. */
export interface TextChange {
  label: string;
  parts: TextPart[];
}

/** An image or media file of a version: where it is and what it shows. */
export interface MediaItem {
  url: string;
  /** A small picture of it (the smallest rendition, a video's poster, an album's art); null when none. */
  thumb: string | null;
  alt: string;
  kind: 'Photo' | 'Video' | 'Audio';
}

/** What changed from one version to the next (newer) one. */
export interface VersionChanges {
  text: TextChange[];
  /** Media the older version had and the newer lost, and the ones the newer one added. */
  mediaRemoved: MediaItem[];
  mediaAdded: MediaItem[];
  /** Media still there whose description changed. */
  altChanged: { url: string; before: string; after: string }[];
  tagsRemoved: string[];
  tagsAdded: string[];
}

interface VersionLike {
  content: PostContent;
  tags: string[];
}

/** The text a reader sees of sanitized HTML: tags out, blocks and breaks as line ends, entities read. */
export function htmlText(html: string): string {
  if (!html) return '';
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|blockquote|pre)>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** The text fields of a post, by what a reader calls them; plain-text fields (title, question) as typed. */
function textFields(content: PostContent): [string, string][] {
  const plain = (value: string | undefined) => (value ?? '').trim();
  return [
    ['Title', plain(content.title)],
    ['Question', plain(content.question)],
    ['Quote', htmlText(content.quote ?? '')],
    ['Source', htmlText(content.source ?? '')],
    ['Link', plain(content.url)],
    ['Excerpt', htmlText(content.excerpt ?? '')],
    ['Chat', (content.chat ?? []).map((line) => `${line.label} ${line.phrase}`.trim()).join('\n')],
    ['Body', htmlText(content.body ?? '')],
    ['Caption', htmlText(content.caption ?? '')],
    ['Answer', htmlText(content.answer ?? '')],
  ];
}

/** The photos, video and audio of a version, each once, by URL. */
export function mediaOf(content: PostContent): MediaItem[] {
  const items: MediaItem[] = (content.photos ?? []).map((photo) => ({
    url: photo.url,
    thumb: photo.alt_sizes.at(-1)?.url ?? photo.url,
    alt: photo.alt ?? '',
    kind: 'Photo',
  }));
  if (content.video?.url) items.push({ url: content.video.url, thumb: content.video.poster, alt: '', kind: 'Video' });
  if (content.audio?.url) items.push({ url: content.audio.url, thumb: content.audio.album_art, alt: '', kind: 'Audio' });
  return items;
}

/** Word-level changes, added and removed runs marked (the `diff` package's diffWords). */
export function diffText(before: string, after: string): TextPart[] {
  return diffWords(before, after).map((change) => ({
    value: change.value,
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}

/** What changed from `older` to `newer`: text, media before and after, alt text, tags. */
export function versionChanges(older: VersionLike, newer: VersionLike): VersionChanges {
  const newerFields = new Map(textFields(newer.content));
  const text: TextChange[] = [];
  for (const [label, before] of textFields(older.content)) {
    const after = newerFields.get(label) ?? '';
    if (before !== after) text.push({ label, parts: diffText(before, after) });
  }
  const olderMedia = mediaOf(older.content);
  const newerMedia = mediaOf(newer.content);
  const olderUrls = new Set(olderMedia.map((m) => m.url));
  const newerByUrl = new Map(newerMedia.map((m) => [m.url, m]));
  const altChanged = olderMedia.flatMap((m) => {
    const kept = newerByUrl.get(m.url);
    return kept && kept.alt !== m.alt ? [{ url: m.url, before: m.alt, after: kept.alt }] : [];
  });
  const olderTags = new Set(older.tags);
  const newerTags = new Set(newer.tags);
  return {
    text,
    mediaRemoved: olderMedia.filter((m) => !newerByUrl.has(m.url)),
    mediaAdded: newerMedia.filter((m) => !olderUrls.has(m.url)),
    altChanged,
    tagsRemoved: older.tags.filter((t) => !newerTags.has(t)),
    tagsAdded: newer.tags.filter((t) => !olderTags.has(t)),
  };
}

/** Whether anything a reader sees changed (an edit of things the list does not show, such as a link's thumbnail). */
export function hasChanges(changes: VersionChanges): boolean {
  return (
    changes.text.length +
      changes.mediaRemoved.length +
      changes.mediaAdded.length +
      changes.altChanged.length +
      changes.tagsRemoved.length +
      changes.tagsAdded.length >
    0
  );
}
