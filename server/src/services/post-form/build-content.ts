import { fitLayout, type AnyPostType, type Photo, type PostContent } from '@dash/shared-contracts';
import { COMPOSE_LIMITS } from '../../lib/limits';
import { cleanAltText } from '../../lib/alt-text';
import { badRequest } from '../../lib/app-error';
import { isBlankHtml, plainText, sanitizePostHtml } from '../../lib/sanitize';
import type { PostForm } from './read-form';
import { DIRECT_AUDIO, DIRECT_VIDEO, isValidUrl } from './urls';

export const PERMISSION_MESSAGE = 'You must agree that you have permission to share this file.';

/** Wire type names (spec 1 §4: the server names text and chat 'regular' and 'conversation'). */
const FROM_WIRE: Record<string, AnyPostType> = {
  regular: 'text',
  text: 'text',
  photo: 'photo',
  quote: 'quote',
  link: 'link',
  conversation: 'chat',
  chat: 'chat',
  audio: 'audio',
  video: 'video',
  note: 'answer',
  answer: 'answer',
};

export function typeFromWire(wire: string): AnyPostType {
  const type = FROM_WIRE[wire.trim().toLowerCase()];
  if (!type) throw badRequest('Invalid "type" value');
  return type;
}

export interface ContentInputs {
  form: PostForm;
  type: AnyPostType;
  /** Photos resolved from images[...] (null where a reference matched no upload). */
  photos: (Photo | null)[];
  /** Content of the post being edited, if any. */
  existing: PostContent | null;
  isReblog: boolean;
  /** Media uploads for audio/video resolved from preuploaded_url. */
  uploadedMedia: { url: string; width: number | null; height: number | null } | null;
}

export function parseChat(text: string): { label: string; phrase: string }[] {
  // The chat field is a plain textarea: one line per speaker, kept as typed (tags stay literal text).
  return plainText(text)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^([^:]{1,60}):\s*(.*)$/.exec(line);
      return m ? { label: `${m[1]?.trim() ?? ''}:`, phrase: m[2] ?? '' } : { label: '', phrase: line };
    });
}

/** A form field's HTML, sanitized; `field` is named if an inline image's alt is too long. */
const html = (text: string, field = 'post[two]') => sanitizePostHtml(text, field);

/** Maps the form fields to the type's content and enforces spec 1 §5 with its exact messages. */
export function buildContent(input: ContentInputs): PostContent {
  const { form, type, isReblog } = input;
  switch (type) {
    case 'text': {
      const title = plainText(form.one);
      const body = html(form.two);
      if (!title && isBlankHtml(body) && !isReblog) throw badRequest('Post body empty.');
      return { title, body };
    }
    case 'quote': {
      const quote = html(form.one, 'post[one]');
      if (isBlankHtml(quote)) throw badRequest('No quote.');
      return { quote, source: html(form.two) };
    }
    case 'link': {
      const url = form.two.trim();
      if (!url) throw badRequest('No url.');
      if (!isValidUrl(url)) throw badRequest('Not a valid URL');
      return {
        title: plainText(form.one),
        url,
        caption: html(form.three, 'post[three]'),
        ...(form.excerpt ? { excerpt: plainText(form.excerpt) } : {}),
        ...(form.author ? { author: plainText(form.author) } : {}),
        ...(form.thumbnail && isValidUrl(form.thumbnail) ? { thumbnail: form.thumbnail } : {}),
      };
    }
    case 'chat': {
      const chat = parseChat(form.two);
      if (chat.length === 0) throw badRequest('No chat.');
      return { title: plainText(form.one), chat };
    }
    case 'photo': {
      if (input.photos.length === 0) throw badRequest('No photos specified.');
      if (input.photos.length > COMPOSE_LIMITS.photos_per_post)
        throw badRequest(`You can add at most ${COMPOSE_LIMITS.photos_per_post} photos.`);
      if (input.photos.some((p) => p === null)) throw badRequest('There are still pending images.');
      const photos = (input.photos as Photo[]).map((p, i) => {
        const item = form.images[i];
        return {
          ...p,
          caption: plainText(item?.caption ?? p.caption).slice(0, COMPOSE_LIMITS.photo_caption),
          // alt[<key>] when sent (issue 13); an edit that leaves it out keeps the photo's own.
          alt: item?.alt !== undefined ? cleanAltText(item.alt, `alt[${item.key}]`) : (p.alt ?? ''),
        };
      });
      return { photos, layout: fitLayout(form.layout, photos.length), caption: html(form.two) };
    }
    case 'audio': {
      const source = input.uploadedMedia?.url ?? form.three.trim();
      if (!source) throw badRequest('Please choose an audio source before continuing.');
      if (input.uploadedMedia && !form.confirmTos) throw badRequest(PERMISSION_MESSAGE);
      if (!input.uploadedMedia && !(isValidUrl(source) && DIRECT_AUDIO.test(source)))
        throw badRequest('Please choose an audio source before continuing.');
      return {
        caption: html(form.two),
        audio: {
          url: source,
          track_title: plainText(form.id3.title),
          artist: plainText(form.id3.artist),
          album: plainText(form.id3.album),
          album_art: form.albumArt && (form.albumArt.startsWith('/media/') || isValidUrl(form.albumArt)) ? form.albumArt : null,
        },
      };
    }
    case 'video': {
      const caption = html(form.two);
      if (input.uploadedMedia) {
        if (!form.confirmTos) throw badRequest(PERMISSION_MESSAGE);
        const { url, width, height } = input.uploadedMedia;
        return {
          caption,
          video: { url, hd_url: null, poster: null, width: width ?? 640, height: height ?? 360, duration: 0, embed_html: null },
        };
      }
      if (form.embedCode) {
        const embed = html(form.embedCode, 'embed_code');
        if (!/<iframe\b/i.test(embed)) throw badRequest('No embed specified.');
        return {
          caption,
          video: { url: null, hd_url: null, poster: null, width: 540, height: 304, duration: 0, embed_html: embed },
        };
      }
      const url = form.three.trim();
      if (!url) throw badRequest('No video specified.');
      if (!isValidUrl(url) || !DIRECT_VIDEO.test(url)) throw badRequest('Direct embed missing.');
      return { caption, video: { url, hd_url: null, poster: null, width: 640, height: 360, duration: 0, embed_html: null } };
    }
    case 'answer': {
      const question = input.existing?.question ?? plainText(form.one);
      if (!question) throw badRequest('Post question empty.');
      const answer = html(form.two);
      // The spec has no message for this; the same words as POST /answer (services/actions/answer.ts).
      if (isBlankHtml(answer)) throw badRequest('Write an answer first.');
      return { question, answer };
    }
  }
}
