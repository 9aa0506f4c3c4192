/** The chord's second key must follow z within this many ms (mfe-compose's CHORD_WINDOW_MS). */
export const COMPOSE_CHORD_WINDOW_MS = 500;

export interface WarmupKey {
  key: string;
  code?: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey?: boolean;
}

export type WarmupStep = 'load' | 'open' | null;

/**
 * The compose remote loads on the first key of its shortcut (issue 8), so the shortcut stays
 * instant: z elsewhere, Alt on a Mac (fast compose opens on z then c, or Alt+C on a Mac). Until
 * compose listens, its remote cannot see the chord, so the shell finishes it: `open` means "ask
 * compose to open fast compose" (the bus keeps the command until compose has mounted).
 * `composeListens` is asked at each key: once compose listens, the shell stays out of the way.
 */
export function createComposeWarmup(options: { mac: boolean; composeListens: () => boolean; now?: () => number }) {
  const now = options.now ?? (() => Date.now());
  let zAt: number | null = null;
  const is = (input: WarmupKey, letter: string) =>
    input.key.toLowerCase() === letter || input.code === `Key${letter.toUpperCase()}`;

  return {
    keyDown(input: WarmupKey): WarmupStep {
      if (input.ctrlKey || input.metaKey) return null;
      if (options.mac) {
        if (!input.altKey) return null;
        if (is(input, 'c') && !options.composeListens()) return 'open';
        return 'load';
      }
      if (input.altKey) return null;
      if (is(input, 'z')) {
        // Compose recognises the chord itself only if it heard this z.
        zAt = options.composeListens() ? null : now();
        return 'load';
      }
      const chord = zAt !== null && is(input, 'c') && !input.shiftKey && now() - zAt <= COMPOSE_CHORD_WINDOW_MS;
      zAt = null;
      // A z compose did not hear: compose cannot finish this chord, whether it listens by now or not.
      return chord ? 'open' : null;
    },
  };
}

/** Whether this browser runs on a Mac (where the shortcut is Alt+C). */
export function onMac(nav: Pick<Navigator, 'platform' | 'userAgent'>): boolean {
  return /mac/i.test(nav.platform || nav.userAgent || '');
}
