import type { RefObject } from 'react';
import type { DrawerEvent, DrawerView } from '../lib/drawer-state';

export interface DrawerProps {
  view: Exclude<DrawerView, { kind: 'closed' }>;
  dispatch: (event: DrawerEvent) => void;
  /** The burger: focus goes back to it when the drawer closes. */
  burger: RefObject<HTMLButtonElement | null>;
}
