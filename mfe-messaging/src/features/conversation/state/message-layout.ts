/** Spec 2 §9: a timestamp header when the gap to the previous message is over an hour. */
export const TS_HEADER_GAP_MS = 3_600_000;
/** Spec 2 §9: messages of one participant less than a minute apart collapse. */
export const COLLAPSE_GAP_MS = 60_000;

export interface LaidOut {
  /** Show a timestamp header above this message. */
  tsHeader: boolean;
  /** Same participant as the previous message, less than a minute after it: no name/avatar again. */
  isCollapsed: boolean;
}

/** Timestamp headers and same-participant collapse, for messages in order (oldest first). */
export function layoutMessages(messages: readonly { ts: number; participant: string }[]): LaidOut[] {
  return messages.map((m, i) => {
    const prev = i > 0 ? messages[i - 1] : undefined;
    const gap = prev ? m.ts - prev.ts : Infinity;
    const tsHeader = !prev || gap > TS_HEADER_GAP_MS;
    return { tsHeader, isCollapsed: !!prev && !tsHeader && prev.participant === m.participant && gap < COLLAPSE_GAP_MS };
  });
}
