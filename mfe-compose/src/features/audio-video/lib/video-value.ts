import type { EmbedResult, Post } from '@dash/shared-contracts';
import { extractEmbedSource } from '../../embeds';
import { MEDIA_MESSAGES, isDirectVideoUrl, isOwnUpload } from './media-files';

export interface VideoValue {
  /** 'url' is a direct video file URL; 'embed' a known service URL or a pasted embed code. */
  source: 'upload' | 'url' | 'embed';
  url: string;
  uploadUrl: string;
  uploading: boolean;
  confirmTos: boolean;
  /** What was typed or pasted in "Video URL or embed code". */
  embedInput: string;
  embed: EmbedResult | null;
  embedLoading: boolean;
  embedError: string | null;
}

export const emptyVideo: VideoValue = {
  source: 'upload',
  url: '',
  uploadUrl: '',
  uploading: false,
  confirmTos: false,
  embedInput: '',
  embed: null,
  embedLoading: false,
  embedError: null,
};

/** The source a typed input stands for: a direct file URL, else something to resolve as an embed. */
export function sourceOfInput(input: string): 'url' | 'embed' {
  return isDirectVideoUrl(input) ? 'url' : 'embed';
}

/** Spec 1 §5 "Video", following the server's rules for what it can post. */
export function validateVideo(v: VideoValue): string | null {
  if (v.uploading) return MEDIA_MESSAGES.uploading;
  switch (v.source) {
    case 'upload':
      if (!v.uploadUrl) return MEDIA_MESSAGES.noVideo;
      if (!v.confirmTos) return MEDIA_MESSAGES.permission;
      return null;
    case 'url':
      if (!v.url.trim()) return MEDIA_MESSAGES.noVideo;
      if (!isDirectVideoUrl(v.url)) return MEDIA_MESSAGES.directMissing;
      return null;
    case 'embed':
      if (!v.embedInput.trim()) return MEDIA_MESSAGES.noVideo;
      if (v.embedLoading) return MEDIA_MESSAGES.embedLoading;
      if (v.embedError) return v.embedError;
      // The server posts only embeds that render as an iframe.
      if (!v.embed || !/<iframe\b/i.test(v.embed.embed_code)) return MEDIA_MESSAGES.noEmbed;
      return null;
  }
}

/** preuploaded_url with confirm_tos, post[three] (a direct URL) or embed_code (spec 1 §7). */
export function videoPayload(v: VideoValue): Record<string, string> {
  switch (v.source) {
    case 'upload':
      return { preuploaded_url: v.uploadUrl, confirm_tos: v.confirmTos ? '1' : '0' };
    case 'url':
      return { 'post[three]': v.url.trim() };
    case 'embed':
      return { embed_code: v.embed?.embed_code ?? '' };
  }
}

/** A video post being edited: an upload, a direct URL or its embed, ready to post again. */
export function videoValueFromPost(post: Post): VideoValue {
  const video = post.content.video;
  if (!video) return emptyVideo;
  if (video.url && isOwnUpload(video.url)) return { ...emptyVideo, source: 'upload', uploadUrl: video.url, confirmTos: true };
  if (video.url) return { ...emptyVideo, source: 'url', url: video.url, embedInput: video.url };
  if (video.embed_html) {
    const embed: EmbedResult = {
      thumbnail: video.poster ?? false,
      url: extractEmbedSource(video.embed_html) ?? '',
      preview_iframe: video.embed_html,
      embed_code: video.embed_html,
      embed_render_context: 'blank',
    };
    return { ...emptyVideo, source: 'embed', embedInput: video.embed_html, embed };
  }
  return emptyVideo;
}
