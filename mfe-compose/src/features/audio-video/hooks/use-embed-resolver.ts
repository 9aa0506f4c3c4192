import { useCallback, useEffect, useRef } from 'react';
import { ApiError, type EmbedResult } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { EmbedError, resolveEmbed } from '../../embeds';

export const EMBED_DEBOUNCE_MS = 250;
const FAILED = 'The video could not be loaded. Check the link and try again.';

function messageOf(error: unknown): string {
  if (error instanceof EmbedError) return error.message;
  if (error instanceof ApiError) return error.userMessage;
  return FAILED;
}

/**
 * Resolves typed or pasted video input 250 ms after it stops changing; a newer input aborts the
 * older request so only the latest answer lands.
 */
export function useEmbedResolver(onResult: (input: string, outcome: { embed: EmbedResult } | { error: string }) => void) {
  const { api } = useRemote();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | null>(null);
  const latest = useRef(onResult);
  latest.current = onResult;

  const stop = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  }, []);

  const resolve = useCallback(
    (input: string, width?: number) => {
      stop();
      const controller = new AbortController();
      const timer = setTimeout(() => {
        resolveEmbed(api, input, width, { signal: controller.signal }).then(
          (embed) => {
            if (!controller.signal.aborted) latest.current(input, { embed });
          },
          (error: unknown) => {
            if (!controller.signal.aborted) latest.current(input, { error: messageOf(error) });
          },
        );
      }, EMBED_DEBOUNCE_MS);
      pending.current = { timer, controller };
    },
    [api, stop],
  );

  useEffect(() => stop, [stop]);
  return { resolve, stop };
}
