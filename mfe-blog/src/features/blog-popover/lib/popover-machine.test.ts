import { BLOG_POPOVER } from '@dash/shared-contracts';
import { createPopoverMachine, type PopoverState } from './popover-machine';

const anchor = { top: 10, left: 20, width: 40, height: 40 };
const open = (name: string, via: 'hover' | 'focus' | 'press' = 'hover', kind: 'popover' | 'card' = 'card') =>
  ({ action: 'open', name, kind, via, anchor }) as const;

function setup() {
  const states: PopoverState[] = [];
  const machine = createPopoverMachine((state) => states.push(state));
  const shown = () => (machine.get().request ? `${machine.get().request!.name}:${machine.get().phase}` : 'none');
  return { machine, states, shown };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('closes 300 ms after the trigger is left, then is removed 250 ms later (spec 3 §9)', () => {
  const { machine, shown } = setup();
  expect([BLOG_POPOVER.closeDelayMs, BLOG_POPOVER.removeDelayMs]).toEqual([300, 250]);
  machine.command(open('bob'));
  machine.command({ action: 'leave', name: 'bob' });
  jest.advanceTimersByTime(299);
  expect(shown()).toBe('bob:open');
  jest.advanceTimersByTime(1);
  expect(shown()).toBe('bob:closing');
  jest.advanceTimersByTime(249);
  expect(shown()).toBe('bob:closing');
  jest.advanceTimersByTime(1);
  expect(shown()).toBe('none');
});

it('stays open while the pointer is in it, and closes 300 ms after the pointer leaves it', () => {
  const { machine, shown } = setup();
  machine.command(open('bob'));
  machine.command({ action: 'leave', name: 'bob' });
  jest.advanceTimersByTime(200);
  machine.pointerEnter();
  jest.advanceTimersByTime(5000);
  expect(shown()).toBe('bob:open');
  machine.pointerLeave();
  jest.advanceTimersByTime(299);
  expect(shown()).toBe('bob:open');
  jest.advanceTimersByTime(1);
  expect(shown()).toBe('bob:closing');
  // Back in while it fades: it stays.
  machine.pointerEnter();
  jest.advanceTimersByTime(1000);
  expect(shown()).toBe('bob:open');
});

it('stays while the pointer rests on the trigger, whatever else happens (its follow change ends)', () => {
  const { machine, shown } = setup();
  machine.command(open('bob'));
  machine.setBusy(false);
  machine.setBusy(true);
  machine.setBusy(false);
  jest.advanceTimersByTime(5000);
  expect(shown()).toBe('bob:open');
});

it('the same blog asked again cancels the close; another blog replaces it at once', () => {
  const { machine, shown } = setup();
  machine.command(open('bob'));
  machine.command({ action: 'leave', name: 'bob' });
  jest.advanceTimersByTime(250);
  machine.command(open('bob'));
  jest.advanceTimersByTime(1000);
  expect(shown()).toBe('bob:open');
  const key = machine.get().request!.key;
  machine.command(open('carol'));
  expect(shown()).toBe('carol:open');
  expect(machine.get().request!.key).not.toBe(key);
  // A leave or close of a blog not shown changes nothing.
  machine.command({ action: 'close', name: 'bob' });
  machine.command({ action: 'leave', name: 'bob' });
  jest.advanceTimersByTime(1000);
  expect(shown()).toBe('carol:open');
});

it('a press pins it and asks for focus; pinned, only a dismissal closes it', () => {
  const { machine, shown } = setup();
  machine.command(open('bob', 'press'));
  expect(machine.get()).toMatchObject({ pinned: true, focusRequest: 1 });
  machine.command({ action: 'leave', name: 'bob' });
  machine.pointerLeave();
  machine.focusOut();
  jest.advanceTimersByTime(5000);
  expect(shown()).toBe('bob:open');
  machine.dismiss();
  expect(shown()).toBe('bob:closing');
  jest.advanceTimersByTime(BLOG_POPOVER.removeDelayMs);
  expect(shown()).toBe('none');
  expect(machine.get().focusRequest).toBe(1);
});

it('focus inside keeps it; so does a follow change under way, after which it may close', () => {
  const { machine, shown } = setup();
  machine.command(open('bob', 'focus'));
  machine.focusIn();
  machine.command({ action: 'leave', name: 'bob' });
  jest.advanceTimersByTime(1000);
  expect(shown()).toBe('bob:open');
  machine.focusOut();
  jest.advanceTimersByTime(300);
  expect(shown()).toBe('bob:closing');
  jest.advanceTimersByTime(250);
  machine.command(open('bob'));
  machine.pointerEnter();
  machine.setBusy(true); // Unfollow pressed: its confirmation takes the pointer and focus
  machine.pointerLeave();
  machine.focusOut();
  jest.advanceTimersByTime(5000);
  expect(shown()).toBe('bob:open');
  machine.setBusy(false);
  jest.advanceTimersByTime(299);
  expect(shown()).toBe('bob:open');
  jest.advanceTimersByTime(1);
  expect(shown()).toBe('bob:closing');
  machine.command(open('bob'));
  machine.command({ action: 'close', name: 'bob' });
  expect(shown()).toBe('bob:closing');
});
