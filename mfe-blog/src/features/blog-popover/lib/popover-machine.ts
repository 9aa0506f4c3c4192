import { BLOG_POPOVER, type TopicPayload } from '@dash/shared-contracts';
import type { Rect } from '@dash/remote-kit';

export type PopoverCommand = TopicPayload<'blog:popover'>;
export type PopoverKind = 'popover' | 'card';

export interface PopoverRequest {
  name: string;
  kind: PopoverKind;
  anchor: Rect;
  /** Changes with every new blog shown (React key). */
  key: number;
}

export interface PopoverState {
  request: PopoverRequest | null;
  /** `closing`: fading out, removed `BLOG_POPOVER.removeDelayMs` later (spec 3 §4, §9). */
  phase: 'open' | 'closing';
  /** Opened by a press: only Escape, a click outside or Tab out close it. */
  pinned: boolean;
  /** Goes up each time focus should move into it (a press on its trigger). */
  focusRequest: number;
}

const CLOSED: PopoverState = { request: null, phase: 'open', pinned: false, focusRequest: 0 };

/**
 * When the blog popover (or blog card) shows and goes (spec 3 §4 "Blog-card popover": it closes
 * 300 ms after the pointer leaves, then is removed 250 ms later). One at a time; a request for
 * another blog replaces it at once. Pointer and focus inside keep it; a leave of the trigger closes it
 * 300 ms later unless the pointer or focus went into it (or its follow change is under way); a
 * pinned one closes only when dismissed.
 * Pure state and timers, so the timings are tested with fake timers.
 */
export function createPopoverMachine(onChange: (state: PopoverState) => void) {
  let state = CLOSED;
  let pointerInside = false;
  let focusInside = false;
  /** A follow change of its blog is under way or waits for its confirmation. */
  let busy = false;
  /** The trigger was left (or the popover itself, after the pointer or focus came in). */
  let left = false;
  let closeTimer: ReturnType<typeof setTimeout> | null = null;
  let removeTimer: ReturnType<typeof setTimeout> | null = null;
  let nextKey = 1;

  const set = (patch: Partial<PopoverState>) => {
    state = { ...state, ...patch };
    onChange(state);
  };
  const clearTimers = () => {
    if (closeTimer) clearTimeout(closeTimer);
    if (removeTimer) clearTimeout(removeTimer);
    closeTimer = removeTimer = null;
  };
  const remove = () => {
    clearTimers();
    pointerInside = focusInside = busy = false;
    set({ ...CLOSED, focusRequest: state.focusRequest });
  };
  /** Closes now: the fade starts, the removal follows. */
  const dismiss = () => {
    if (!state.request || state.phase === 'closing') return;
    clearTimers();
    set({ phase: 'closing', pinned: false });
    removeTimer = setTimeout(remove, BLOG_POPOVER.removeDelayMs);
  };
  const closeLater = () => {
    if (!left || !state.request || state.pinned || pointerInside || focusInside || busy || closeTimer) return;
    if (state.phase === 'closing') return;
    closeTimer = setTimeout(() => {
      closeTimer = null;
      dismiss();
    }, BLOG_POPOVER.closeDelayMs);
  };
  /** Something wants it: no close under way, and a fading one comes back. */
  const keep = () => {
    clearTimers();
    if (state.phase === 'closing') set({ phase: 'open' });
  };

  return {
    get: () => state,
    command(command: PopoverCommand) {
      if (command.action === 'open') {
        const press = command.via === 'press';
        const focusRequest = press ? state.focusRequest + 1 : state.focusRequest;
        const { request } = state;
        left = false;
        if (request && request.name === command.name && request.kind === command.kind) {
          keep();
          set({ pinned: state.pinned || press, focusRequest });
          return;
        }
        clearTimers();
        pointerInside = focusInside = busy = false;
        const next = { name: command.name, kind: command.kind, anchor: command.anchor, key: nextKey++ };
        set({ request: next, phase: 'open', pinned: press, focusRequest });
        return;
      }
      if (state.request?.name !== command.name) return;
      if (command.action === 'close') return dismiss();
      left = true;
      closeLater();
    },
    pointerEnter() {
      pointerInside = true;
      if (state.request) keep();
    },
    pointerLeave() {
      pointerInside = false;
      left = true;
      closeLater();
    },
    /**
     * Its Follow or Unfollow is under way (the unfollow confirmation is up, the call is out): it stays,
     * wherever the pointer and focus went (the confirmation takes both), and may close once done.
     */
    setBusy(value: boolean) {
      busy = value;
      if (busy && state.phase === 'open') clearTimers();
      else closeLater();
    },
    focusIn() {
      focusInside = true;
      if (state.request && state.phase === 'open') clearTimers();
    },
    focusOut() {
      focusInside = false;
      left = true;
      closeLater();
    },
    dismiss,
    dispose: clearTimers,
  };
}

export type PopoverMachine = ReturnType<typeof createPopoverMachine>;
