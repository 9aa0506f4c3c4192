import type { ActivityNotification } from '@dash/shared-contracts';
import { dayLabel, groupByDay } from './group-by-day';

function at(date: Date, id = String(date.getTime())): ActivityNotification {
  return {
    id,
    type: 'like',
    timestamp: Math.floor(date.getTime() / 1000),
    message: 'liked your post',
    from_tumblelog: null,
    post: null,
    note_meta: null,
  };
}

const now = new Date(2025, 5, 4, 9, 30); // Wednesday, June 4 2025, 09:30 local time

test('labels days as Today, Yesterday, then "%d days ago"', () => {
  expect(dayLabel(0)).toBe('Today');
  expect(dayLabel(1)).toBe('Yesterday');
  expect(dayLabel(2)).toBe('2 days ago');
  expect(dayLabel(12)).toBe('12 days ago');
});

test('groups by calendar day, newest first, with the full date', () => {
  const groups = groupByDay(
    [
      at(new Date(2025, 5, 1, 12, 0), 'sun'),
      at(new Date(2025, 5, 4, 0, 5), 'today-early'),
      at(new Date(2025, 5, 3, 23, 59), 'yesterday-late'),
      at(new Date(2025, 5, 4, 9, 0), 'today-late'),
    ],
    now,
  );
  expect(groups.map((g) => [g.label, g.date])).toEqual([
    ['Today', 'Wednesday, June 4'],
    ['Yesterday', 'Tuesday, June 3'],
    ['3 days ago', 'Sunday, June 1'],
  ]);
  expect(groups[0]!.notifications.map((n) => n.id)).toEqual(['today-late', 'today-early']);
  expect(groups[1]!.notifications.map((n) => n.id)).toEqual(['yesterday-late']);
});

test('no notifications make no groups', () => {
  expect(groupByDay([], now)).toEqual([]);
});
