import type { DrawerProps } from '../drawer/drawer-props';
import { createLazyPanel } from './lazy-panel';

const loadDrawer = () => import(/* webpackChunkName: "drawer" */ '../drawer/drawer');

/** Starts the drawer's download ahead of the click (pointer over or on the burger, keyboard focus). */
export function preloadDrawer(): void {
  loadDrawer().catch(() => undefined);
}

/** The mobile nav drawer: its own chunk, loaded on first open; a failed load is retried next time. */
export const LazyDrawer = createLazyPanel<DrawerProps>('drawer', loadDrawer);
