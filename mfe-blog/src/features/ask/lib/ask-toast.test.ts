import { createFakeBus } from '@dash/remote-kit/src/testing';
import { ANONYMOUS_AVATAR } from './anonymous-avatar';
import { askSentMessage, scheduleAskToast } from './ask-toast';

describe('scheduleAskToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows "Question sent to {name}" with the recipient avatar 350 ms later', () => {
    const bus = createFakeBus();
    const shown = jest.fn();
    scheduleAskToast(bus, { name: 'bob', avatarUrl: '/media/bob-128.jpg', anonymous: false }, shown);
    jest.advanceTimersByTime(349);
    expect(bus.payloads('toast:show')).toEqual([]);
    expect(shown).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(bus.payloads('toast:show')).toEqual([
      { message: 'Question sent to bob', tone: 'success', avatarUrl: '/media/bob-128.jpg' },
    ]);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(askSentMessage('carol')).toBe('Question sent to carol');
  });

  it('shows the anonymous avatar for an anonymous question, and can be cancelled', () => {
    const bus = createFakeBus();
    scheduleAskToast(bus, { name: 'bob', avatarUrl: '/media/bob-128.jpg', anonymous: true });
    const cancel = scheduleAskToast(bus, { name: 'carol', avatarUrl: '/c.png', anonymous: false });
    cancel();
    jest.advanceTimersByTime(350);
    expect(bus.payloads('toast:show')).toEqual([
      { message: 'Question sent to bob', tone: 'success', avatarUrl: ANONYMOUS_AVATAR },
    ]);
    expect(ANONYMOUS_AVATAR).toMatch(/^data:image\/svg\+xml,/);
  });
});
