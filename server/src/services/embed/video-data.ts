import {
  DEFAULT_EMBED_WIDTH,
  EMBED_FRAMES,
  OWN_EMBED_SANDBOX,
  matchEmbedService,
  sandboxForFrame,
  type EmbedResult,
  type PostContent,
} from '@dash/shared-contracts';
import { badRequest, unprocessable } from '../../lib/app-error';
import { parseJson } from '../../lib/json';
import type { Executor } from '../../repositories/executor';
import { findVisiblePost } from '../../repositories/visible-posts';

export const INVALID_EMBED = 'Invalid embed code';

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The player iframe, sandboxed as lib/sanitize.ts keeps it when the embed code is saved in a post. */
function iframe(src: string, width: number, height: number): string {
  const sandbox = sandboxForFrame(src) ?? OWN_EMBED_SANDBOX;
  return `<iframe src="${escapeAttr(src)}" width="${width}" height="${height}" frameborder="0" sandbox="${sandbox}"></iframe>`;
}

interface Built {
  provider: string;
  url: string;
  src: string;
  /** Height for the requested width: an aspect ratio, or a fixed player height. */
  height: (width: number) => number;
  thumbnail: string | false;
  context: string;
}

const ratio = (w: number, h: number) => (width: number) => Math.round((width * h) / w);

async function ownVideo(db: Executor, origin: string, groups: string[]): Promise<Built | null> {
  const [code36, idText] = groups;
  const id = idText ? Number(idText) : parseInt(code36 ?? '', 36);
  const post = Number.isSafeInteger(id) && id > 0 ? await findVisiblePost(db, null, id) : undefined;
  if (!post || post.type !== 'video' || post.state !== 'published') return null;
  const video = parseJson<PostContent>(post.content, {}).video;
  const embedSrc = video?.embed_html ? /<iframe[^>]+src="([^"]+)"/i.exec(video.embed_html)?.[1] : undefined;
  // Our own files stay relative: the sanitizer keeps iframes to this product by path only.
  const file = video?.url;
  // A file elsewhere cannot be framed: post HTML keeps iframes to known players and to this product only.
  const src = embedSrc ?? (file?.startsWith('/') ? file : undefined);
  if (!video || !src) return null;
  const poster = video.poster ? (video.poster.startsWith('/') ? `${origin}${video.poster}` : video.poster) : false;
  return {
    provider: 'dash',
    url: `${origin}/p/${post.id.toString(36)}`,
    src,
    height: ratio(video.width || 16, video.height || 9),
    thumbnail: poster,
    context: embedSrc ? 'iframe' : 'video',
  };
}

/**
 * POST /svc/post/get_video_data: the embed built from the URL alone for the services of
 * shared-contracts' EMBED_SERVICES; anything else is 422 'Invalid embed code'.
 */
export async function videoData(db: Executor, origin: string, body: Record<string, unknown>): Promise<EmbedResult> {
  const raw = body.embed_url;
  if (typeof raw !== 'string') throw badRequest('The input is invalid. Expected a string', 'embed_url');
  const url = raw.trim();
  const widthRaw = body.embed_width;
  const width = widthRaw === undefined || widthRaw === '' ? DEFAULT_EMBED_WIDTH : Number(widthRaw);
  if (!Number.isInteger(width) || width < 100 || width > 2000) throw badRequest('Invalid "embed_width" value', 'embed_width');
  const match = matchEmbedService(url);
  if (!match) throw unprocessable(INVALID_EMBED);
  const [a = '', b = ''] = match.groups;
  let built: Built | null;
  switch (match.service.name) {
    case 'youtube':
      built = {
        provider: 'youtube',
        url: `https://www.youtube.com/watch?v=${a}`,
        src: EMBED_FRAMES.youtube.src(a),
        height: ratio(16, 9),
        thumbnail: `https://i.ytimg.com/vi/${a}/hqdefault.jpg`,
        context: 'iframe',
      };
      break;
    case 'vimeo':
      // Vimeo thumbnails need its API: none here.
      built = {
        provider: 'vimeo',
        url: `https://vimeo.com/${a}`,
        src: EMBED_FRAMES.vimeo.src(a),
        height: ratio(16, 9),
        thumbnail: false,
        context: 'iframe',
      };
      break;
    case 'dailymotion':
      built = {
        provider: 'dailymotion',
        url: `https://www.dailymotion.com/video/${a}`,
        src: EMBED_FRAMES.dailymotion.src(a),
        height: ratio(16, 9),
        thumbnail: `https://www.dailymotion.com/thumbnail/video/${a}`,
        context: 'iframe',
      };
      break;
    case 'spotify': {
      const kind = a.toLowerCase();
      const tall = kind === 'album' || kind === 'playlist';
      built = {
        provider: 'spotify',
        url: `https://open.spotify.com/${kind}/${b}`,
        src: EMBED_FRAMES.spotify.src(kind, b),
        height: () => (tall ? 352 : 152),
        thumbnail: false,
        context: 'iframe',
      };
      break;
    }
    case 'dash':
      // Only this host's post URLs (or bare paths): other hosts are not this product.
      built =
        /^https?:/i.test(url) && new URL(url).host !== new URL(origin).host ? null : await ownVideo(db, origin, match.groups);
      break;
  }
  if (!built) throw unprocessable(INVALID_EMBED);
  const code = iframe(built.src, width, built.height(width));
  return {
    thumbnail: built.thumbnail,
    url: built.url,
    preview_iframe: code,
    embed_code: code,
    embed_render_context: built.context,
    provider: built.provider,
  };
}
