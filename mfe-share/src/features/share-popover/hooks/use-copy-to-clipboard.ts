import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'selected';

/** How long "Copied!" stays visible. */
export const COPIED_VISIBLE_MS = 2000;

/**
 * Copies text with the async Clipboard API. Where that is missing or refused (insecure origin,
 * denied permission), the field's text is selected and the old copy command tried; if that fails
 * too the user is told to press the copy shortcut, with the text already selected.
 */
export function useCopyToClipboard() {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, field: HTMLInputElement | HTMLTextAreaElement | null) => {
    let result: CopyStatus = 'selected';
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      result = 'copied';
    } catch {
      field?.focus();
      field?.select();
      try {
        if (typeof document.execCommand === 'function' && document.execCommand('copy')) result = 'copied';
      } catch {
        // The text stays selected for a manual copy.
      }
    }
    setStatus(result);
    window.clearTimeout(timer.current);
    if (result === 'copied') timer.current = window.setTimeout(() => setStatus('idle'), COPIED_VISIBLE_MS);
  }, []);

  return { status, copy };
}

export function copyStatusText(status: CopyStatus): string {
  if (status === 'copied') return 'Copied!';
  if (status === 'selected') return /Mac|iPhone|iPad/.test(navigator.platform) ? 'Press ⌘C to copy.' : 'Press Ctrl+C to copy.';
  return '';
}
