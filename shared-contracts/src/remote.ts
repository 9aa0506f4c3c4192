import type { ApiClient } from './api/client';
import type { DashBus } from './bus/types';
import type { RemoteName, SlotName } from './remote-names';
import type { Flags, Session } from './schemas/session';

/** single-spa lifecycle functions, typed loosely so contracts need no single-spa dependency. */
export type LifecycleFn<P> = (props: P) => Promise<unknown>;
export interface Lifecycles<P = RemoteProps> {
  bootstrap: LifecycleFn<P> | Array<LifecycleFn<P>>;
  mount: LifecycleFn<P> | Array<LifecycleFn<P>>;
  unmount: LifecycleFn<P> | Array<LifecycleFn<P>>;
  update?: LifecycleFn<P>;
}

/**
 * The custom props a remote receives at mount (ARCHITECTURE "How a page comes up"). A remote never
 * reads globals for these, so it can be mounted in a test with fakes.
 */
export interface NavigateOptions {
  overlay?: boolean;
  replace?: boolean;
}

export interface RemoteProps {
  name: string;
  bus: DashBus;
  api: ApiClient;
  /** The session at mount; later changes arrive as `session:*` topics on the bus. */
  session: Session;
  flags: Flags;
  /** Mount point given by the shell. */
  domElement: HTMLElement;
  /** Loads a widget (parcel config) another remote exposes for a slot. */
  loadWidget: (remote: RemoteName, slot: SlotName) => Promise<Lifecycles>;
  /**
   * Navigate inside the single-page app (history push, no reload). `overlay`: the address belongs to
   * an overlay (the peepr) shown over the page the person is on; the shell keeps that page under it,
   * and Back returns to it. `replace`: replace the current history entry instead of pushing one.
   * (Options are optional: a shell from before them treats every call as a plain push.)
   */
  navigate: (url: string, options?: NavigateOptions) => void;
}

/**
 * What a remote's exposed `./app` module exports: single-spa lifecycles for its application, the
 * widgets it fills header slots with, and what it was built as. `contractsMajor` and `version`
 * are injected at build time, so they tell the truth about the deployed build.
 */
export interface RemoteAppModule extends Lifecycles {
  remoteInfo: { name: RemoteName; version: string; contractsMajor: number };
  widgets?: Partial<Record<SlotName, Lifecycles>>;
}
