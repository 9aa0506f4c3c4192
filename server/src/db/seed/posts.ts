import { defaultLayout, type AnyPostType, type Photo, type PostContent } from '@dash/shared-contracts';
import type { Random } from '../../lib/prng';
import { makeSlug } from '../../services/post-form/save-post';
import { parseChat } from '../../services/post-form/build-content';
import type { Executor } from '../../repositories/executor';
import { insertPost } from '../../repositories/posts';
import { ASKS, AUDIO_TRACKS, CHATS, LINKS, PHOTO_CAPTIONS, QUOTES, TEXT_POSTS, VIDEO_CAPTIONS } from './content';
import type { DemoAvFiles } from './media';

export interface SeedPostInput {
  blogId: number;
  type: AnyPostType;
  state?: string;
  content: PostContent;
  tags: string[];
  timestamp: number;
  publishOn?: number | null;
  askingBlogId?: number | null;
  format?: string;
}

export async function seedPost(db: Executor, random: Random, p: SeedPostInput): Promise<number> {
  return insertPost(
    db,
    {
      blog_id: p.blogId,
      type: p.type,
      state: p.state ?? 'published',
      format: p.format ?? 'rich',
      content: JSON.stringify(p.content),
      tags: JSON.stringify(p.tags),
      slug: makeSlug(p.content.title || p.content.quote || p.content.question || p.content.body || p.content.caption || ''),
      created_at: p.timestamp,
      updated_at: p.timestamp,
      timestamp: p.timestamp,
      publish_on: p.publishOn ?? null,
      root_id: null,
      reblog_key: random.hex(8),
      reblogged_from_post_id: null,
      reblogged_from_blog_id: null,
      trail: '[]',
      source_url: null,
      asking_blog_id: p.askingBlogId ?? null,
    },
    p.tags,
  );
}

/** Content for the i-th post of a type, cycling through the hand-written pools. */
export function contentFor(
  type: AnyPostType,
  i: number,
  random: Random,
  media: { photos: () => Promise<Photo>; albumArt: () => Promise<Photo>; poster: () => Promise<Photo>; av: DemoAvFiles },
): Promise<PostContent> | PostContent {
  switch (type) {
    case 'text': {
      const t = TEXT_POSTS[i % TEXT_POSTS.length] ?? TEXT_POSTS[0];
      return { title: t?.title ?? '', body: t?.body ?? '' };
    }
    case 'quote': {
      const q = QUOTES[i % QUOTES.length];
      return { quote: q?.quote ?? '', source: q?.source ?? '' };
    }
    case 'link': {
      const l = LINKS[i % LINKS.length];
      return { title: l?.title ?? '', url: l?.url ?? 'https://example.com/', caption: l?.description ?? '' };
    }
    case 'chat': {
      const c = CHATS[i % CHATS.length];
      return { title: c?.title ?? '', chat: parseChat(c?.lines ?? '') };
    }
    case 'answer': {
      const a = ASKS[i % ASKS.length];
      return { question: a?.question ?? '', answer: a?.answer ?? '' };
    }
    case 'photo':
      return (async () => {
        const count = random.pick([1, 1, 2, 3, 4]);
        const photos: Photo[] = [];
        for (let n = 0; n < count; n++) photos.push(await media.photos());
        // A few photo posts keep no description, so renders show the fallback ("Photo 2 of 3 by ...").
        if (i === 4) for (const p of photos) p.alt = '';
        return {
          photos,
          layout: count === 3 && random.chance(0.5) ? '12' : defaultLayout(count),
          caption: PHOTO_CAPTIONS[i % PHOTO_CAPTIONS.length] ?? '',
        };
      })();
    case 'audio':
      return (async () => {
        const track = AUDIO_TRACKS[i % AUDIO_TRACKS.length];
        const art = await media.albumArt();
        return {
          caption: `<p>${track?.title ?? 'A recording'}, recorded this month.</p>`,
          audio: {
            url: media.av.audio,
            track_title: track?.title ?? '',
            artist: track?.artist ?? '',
            album: track?.album ?? '',
            album_art: art.alt_sizes.at(-2)?.url ?? art.url,
          },
        };
      })();
    case 'video':
      return (async () => {
        const poster = await media.poster();
        return {
          caption: VIDEO_CAPTIONS[i % VIDEO_CAPTIONS.length] ?? '',
          video: {
            url: media.av.video,
            hd_url: media.av.videoHd,
            poster: poster.alt_sizes[1]?.url ?? poster.url,
            width: 640,
            height: 360,
            duration: 10,
            embed_html: null,
          },
        };
      })();
  }
}
