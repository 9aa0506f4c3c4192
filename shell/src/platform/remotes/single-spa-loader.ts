import type * as SingleSpa from 'single-spa';

let loading: Promise<typeof SingleSpa> | null = null;

/**
 * single-spa (6 KB gzip) is needed only once the first remote mounts, so it is a chunk of its own,
 * fetched then and not before the page is interactive (issue 8). Importing it patches the History
 * API, which the shell's router does not depend on (it reads the location itself).
 */
export function loadSingleSpa(): Promise<typeof SingleSpa> {
  loading ??= import(/* webpackChunkName: "single-spa" */ 'single-spa');
  return loading;
}
