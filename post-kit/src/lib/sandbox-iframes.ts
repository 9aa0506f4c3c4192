import { EMBED_SANDBOX, OWN_EMBED_SANDBOX } from '@dash/shared-contracts/core';

// The sandbox values the server writes (shared-contracts' embed-frames.ts): what players need, and
// for frames of this page's own origin no scripts (with allow-same-origin they could lift the sandbox).

function isOtherOrigin(src: string, base: string): boolean {
  try {
    return new URL(src, base).origin !== new URL(base).origin;
  } catch {
    return false;
  }
}

/**
 * Every iframe in post HTML renders sandboxed. The server already keeps only known players and adds
 * the sandbox (issue 7, defect 4); this is the second line for posts stored before that, or any
 * answer that lost it: a frame without a sandbox gets one, and a same-origin frame never gets
 * scripts together with its origin. Returns the HTML unchanged when it has no iframe.
 */
export function sandboxIframes(html: string, base: string = window.location.href): string {
  if (!/<iframe\b/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const frame of template.content.querySelectorAll('iframe')) {
    frame.removeAttribute('srcdoc');
    const src = frame.getAttribute('src') ?? '';
    frame.setAttribute(
      'sandbox',
      isOtherOrigin(src, base) ? (frame.getAttribute('sandbox') ?? EMBED_SANDBOX) : OWN_EMBED_SANDBOX,
    );
  }
  return template.innerHTML;
}
