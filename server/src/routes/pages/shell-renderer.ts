import fs from 'node:fs';
import type { Writable } from 'node:stream';
import type { InitialBlog, PageRoute, ShellRenderInput } from '@dash/shared-contracts';

interface PipeableStream {
  pipe<T extends Writable>(destination: T): T;
  abort(reason?: unknown): void;
}

/** The shell's server entry (shell/src/ssr/render.tsx, built to shell/dist-server/render.js). */
export interface ShellRenderer {
  resolveRoute(pathname: string, search: string, loggedIn: boolean): PageRoute;
  routeTitle(route: PageRoute, initialBlog?: InitialBlog | null): string;
  renderShellPage(
    input: ShellRenderInput,
    options: {
      onShellReady?: () => void;
      onAllReady?: () => void;
      onShellError?: (error: unknown) => void;
      onError?: (error: unknown) => void;
    },
  ): PipeableStream;
}

/**
 * The shell's server renderer, loaded on first use and again whenever its build changes (under
 * `npm run dev` webpack rewrites it while the server runs, and the browser build beside it must be
 * hydrating the same markup). Missing (the shell is not built yet, or a test app without one), pages
 * are rendered in the browser only.
 */
export function shellRendererSource(file: string | null): () => ShellRenderer | null {
  let loaded: { mtimeMs: number; renderer: ShellRenderer } | null = null;
  return () => {
    if (!file) return null;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs === mtimeMs) return loaded.renderer;
    const resolved = require.resolve(file);
    delete require.cache[resolved];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
    const module = require(resolved) as ShellRenderer | { default: ShellRenderer };
    loaded = { mtimeMs, renderer: 'renderShellPage' in module ? module : module.default };
    return loaded.renderer;
  };
}
