import {
  API_ROUTES,
  DEFAULT_EMBED_WIDTH,
  EmbedResultSchema,
  isEmbedServiceUrl,
  type ApiClient,
  type EmbedResult,
} from '@dash/shared-contracts';
import { EMBED_MESSAGES, EmbedError } from '../lib/embed-error';
import { knownFrameSource } from '../lib/known-frame-source';
import { VIDEO_DATA_RETRY_DELAY_MS } from '../lib/video-data-retry';

export interface ResolveEmbedOptions {
  signal?: AbortSignal;
  /** For tests; defaults to VIDEO_DATA_RETRY_DELAY_MS. */
  retryDelayMs?: number;
}

function isPlainNonEmptyObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && Object.keys(value).length > 0;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    });
  });

async function fetchVideoData(api: ApiClient, input: string, width: number, signal?: AbortSignal): Promise<EmbedResult> {
  const data = await api.post<unknown>(API_ROUTES.videoData, {
    json: { embed_url: input, embed_width: width },
    ...(signal ? { signal } : {}),
  });
  if (!isPlainNonEmptyObject(data)) throw new EmbedError(EMBED_MESSAGES.invalidResponse, input, data);
  const parsed = EmbedResultSchema.safeParse(data);
  if (!parsed.success) throw new EmbedError(EMBED_MESSAGES.invalidResponse, input, data);
  return parsed.data;
}

/**
 * Spec 1 §5 "Embed": a string input, trimmed; a URL of a known service goes to the server (asked
 * once more after a delay when the answer has no thumbnail yet, §7); otherwise a pasted code gives a
 * locally built unsupported result, but only when it holds an iframe the product's frame rule knows
 * (issue 7): the server drops every other iframe, embed, object and script, so a code of an unknown
 * service would be refused on Post. It is refused here instead, with the form's 'Invalid embed code'.
 */
export async function resolveEmbed(
  api: ApiClient,
  input: unknown,
  width: number = DEFAULT_EMBED_WIDTH,
  options: ResolveEmbedOptions = {},
): Promise<EmbedResult> {
  if (typeof input !== 'string') throw new EmbedError(EMBED_MESSAGES.notString, input);
  const text = input.trim();
  if (isEmbedServiceUrl(text)) {
    const first = await fetchVideoData(api, text, width, options.signal);
    if (first.thumbnail) return first;
    await wait(options.retryDelayMs ?? VIDEO_DATA_RETRY_DELAY_MS, options.signal);
    return fetchVideoData(api, text, width, options.signal);
  }
  const url = knownFrameSource(text);
  if (!url) throw new EmbedError(EMBED_MESSAGES.invalidCode, input);
  return {
    unsupported: true,
    thumbnail: false,
    url,
    preview_iframe: null,
    embed_code: text,
    embed_render_context: 'blank',
  };
}
