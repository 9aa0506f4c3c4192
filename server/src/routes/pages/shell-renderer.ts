import fs from 'node:fs';
import type { Writable } from 'node:stream';
import type { Bootstrap, FeedPage, FeedResponse } from '@dash/shared-contracts';

/** What the shell's route table answers for a location (shell/src/app/routes.ts). */
export type ShellRoute =
  | { kind: 'redirect'; to: string }
  | { kind: 'feed'; page: FeedPage; tag?: string; base: string }
  | { kind: 'login' | 'register' | 'change-password' | 'not-found' }
  | { kind: 'follow'; name: string };

export interface InitialFeed {
  page: FeedPage;
  tag?: string;
  blog: string | null;
  response: FeedResponse;
}

export interface ShellRenderInput {
  bootstrap: Bootstrap;
  pathname: string;
  search: string;
  pageUrl: string;
  initialFeed: InitialFeed | null;
  nonce: string;
}

interface PipeableStream {
  pipe<T extends Writable>(destination: T): T;
  abort(reason?: unknown): void;
}

/** The shell's server entry (shell/src/ssr/render.tsx, built to shell/dist-server/render.js). */
export interface ShellRenderer {
  INITIAL_FEED_ELEMENT_ID: string;
  resolveRoute(pathname: string, search: string, loggedIn: boolean): ShellRoute;
  routeTitle(route: ShellRoute): string;
  renderShellPage(
    input: ShellRenderInput,
    options: { onShellReady?: () => void; onShellError?: (error: unknown) => void; onError?: (error: unknown) => void },
  ): PipeableStream;
}

/**
 * Loads the shell's server renderer once. Missing (the shell is not built yet, or a test app without
 * one), pages are rendered in the browser only; the caller logs that once.
 */
export function loadShellRenderer(file: string | null): ShellRenderer | null {
  if (!file || !fs.existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
  const loaded = require(file) as ShellRenderer | { default: ShellRenderer };
  return 'renderShellPage' in loaded ? loaded : loaded.default;
}
