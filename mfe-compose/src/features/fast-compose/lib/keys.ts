/** The parts of a keyboard event the fast-compose logic reads (so tests need no DOM events). */
export interface KeyInput {
  key: string;
  code?: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export type FastComposeAction = { kind: 'move'; delta: 1 | -1 } | { kind: 'create' } | { kind: 'close' };

/** Inside fast compose: c, tab and right go forward; shift+c, shift+tab and left go back. */
export function fastComposeAction(input: KeyInput): FastComposeAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  switch (input.key) {
    case 'Escape':
      return { kind: 'close' };
    case 'Enter':
      return { kind: 'create' };
    case 'ArrowRight':
      return { kind: 'move', delta: 1 };
    case 'ArrowLeft':
      return { kind: 'move', delta: -1 };
    case 'Tab':
      return { kind: 'move', delta: input.shiftKey ? -1 : 1 };
    case 'c':
    case 'C':
      return { kind: 'move', delta: input.shiftKey ? -1 : 1 };
    default:
      return null;
  }
}

export function wrapIndex(index: number, delta: number, length: number): number {
  return (((index + delta) % length) + length) % length;
}

/** How long after z a c still counts as the z+c chord. */
export const CHORD_WINDOW_MS = 500;

export function isMacPlatform(
  nav: Pick<Navigator, 'platform' | 'userAgent'> & { userAgentData?: { platform?: string } },
): boolean {
  const platform = nav.userAgentData?.platform || nav.platform || nav.userAgent || '';
  return /mac/i.test(platform);
}

/**
 * Recognises the shortcut that opens fast compose: alt+c on a Mac, z+c elsewhere (held together
 * or z then c within CHORD_WINDOW_MS). Keys are matched by code too, since alt+c types 'ç' on a Mac.
 */
export function createOpenShortcut(options: { mac: boolean; now?: () => number }) {
  const now = options.now ?? (() => Date.now());
  let zDownAt: number | null = null;
  let zHeld = false;
  const isKey = (input: KeyInput, letter: string) =>
    input.key.toLowerCase() === letter || input.code === `Key${letter.toUpperCase()}`;

  return {
    keyDown(input: KeyInput): boolean {
      if (options.mac) {
        return Boolean(input.altKey && !input.ctrlKey && !input.metaKey && isKey(input, 'c'));
      }
      if (input.altKey || input.ctrlKey || input.metaKey) return false;
      if (isKey(input, 'z')) {
        zDownAt = now();
        zHeld = true;
        return false;
      }
      if (isKey(input, 'c') && !input.shiftKey && zDownAt !== null && (zHeld || now() - zDownAt <= CHORD_WINDOW_MS)) {
        zDownAt = null;
        zHeld = false;
        return true;
      }
      zDownAt = null;
      return false;
    },
    keyUp(input: KeyInput): void {
      if (isKey(input, 'z')) zHeld = false;
    },
  };
}
