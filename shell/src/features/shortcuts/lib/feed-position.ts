import { POSITION_TOLERANCE_PX } from './shortcut-constants';

export interface Box {
  top: number;
  bottom: number;
}

/** The first post whose top is below the line (the post j goes to), or -1. */
export function nextIndex(boxes: readonly Box[], line: number): number {
  return boxes.findIndex((box) => box.top > line + POSITION_TOLERANCE_PX);
}

/** The last post whose top is above the line (the post k goes to), or -1. */
export function previousIndex(boxes: readonly Box[], line: number): number {
  for (let i = boxes.length - 1; i >= 0; i -= 1) {
    if ((boxes[i]?.top ?? 0) < line - POSITION_TOLERANCE_PX) return i;
  }
  return -1;
}

/**
 * The post l, r, s and Enter act on: the one holding focus, else the one crossing the line, else
 * the first one below it (the top of the page, before any scrolling), or -1 for an empty feed.
 */
export function currentIndex(boxes: readonly Box[], line: number, focused: number): number {
  if (focused >= 0 && focused < boxes.length) return focused;
  const crossing = boxes.findIndex((box) => box.top <= line + POSITION_TOLERANCE_PX && box.bottom > line + POSITION_TOLERANCE_PX);
  if (crossing >= 0) return crossing;
  return nextIndex(boxes, line);
}
