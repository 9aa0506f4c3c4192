import type { PostContent } from '@dash/shared-contracts';
import { decodeHTML } from 'entities';

export interface FoundGif {
  url: string;
  width: number;
  height: number;
  /** Its alt text in the post (issue 13): the photo's `alt` or the img's `alt` attribute; '' when none. */
  alt: string;
}

const isGif = (url: string) => /\.gif(?:[?#].*)?$/i.test(url);

/** GIF images of a post: photos whose file is a .gif, and <img> GIFs in text bodies and captions. */
export function gifsOf(content: PostContent): FoundGif[] {
  const out: FoundGif[] = [];
  for (const photo of content.photos ?? []) {
    if (isGif(photo.url)) out.push({ url: photo.url, width: photo.width, height: photo.height, alt: photo.alt ?? '' });
  }
  for (const html of [content.body, content.caption]) {
    if (!html) continue;
    for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
      const tag = m[0];
      const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
      if (!src || !isGif(src)) continue;
      const width = Number(/data-orig-width="(\d+)"/i.exec(tag)?.[1] ?? 0);
      const height = Number(/data-orig-height="(\d+)"/i.exec(tag)?.[1] ?? 0);
      // Stored HTML is sanitized: the attribute is quoted and escaped, so its text is one decode away.
      const alt = decodeHTML(/\salt="([^"]*)"/i.exec(tag)?.[1] ?? '');
      out.push({ url: src, width: width > 0 ? width : 250, height: height > 0 ? height : 250, alt });
    }
  }
  return out;
}

/** Lowercase words of a post's title, caption, body and photo captions, for matching queries. */
export function wordsOf(content: PostContent): Set<string> {
  const text = [content.title, content.caption, content.body, ...(content.photos ?? []).map((p) => p.caption)]
    .filter(Boolean)
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase();
  return new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}
