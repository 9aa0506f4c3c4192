import type { RemoteName } from '@dash/shared-contracts';

export interface MountElements {
  /** The element a remote application renders into; created once and kept for the page's life. */
  get(name: RemoteName): HTMLElement;
}

/**
 * Mount elements live outside React: single-spa may mount a remote whatever the shell renders at
 * that moment, and the host component only moves the element into place (so a remote keeps its
 * state when the shell re-renders its layout).
 */
export function createMountElements(doc: Document = document): MountElements {
  const elements = new Map<RemoteName, HTMLElement>();
  return {
    get(name) {
      let element = elements.get(name);
      if (!element) {
        element = doc.createElement('div');
        element.className = 'shell-remote-mount';
        element.dataset.remoteMount = name;
        elements.set(name, element);
      }
      return element;
    },
  };
}
