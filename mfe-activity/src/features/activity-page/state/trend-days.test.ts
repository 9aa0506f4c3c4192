import { busiestDay, trendDays } from './trend-days';

test('dates the series so that its last entry is today, with a label per day', () => {
  const days = trendDays([0, 1, 3], new Date(2025, 5, 4, 15, 0));
  expect(days.map((d) => d.label)).toEqual(['Mon, Jun 2: 0 notes', 'Tue, Jun 3: 1 note', 'Wed, Jun 4: 3 notes']);
  expect(busiestDay(days)?.label).toBe('Wed, Jun 4: 3 notes');
  expect(busiestDay(trendDays([0, 0], new Date()))).toBeNull();
});
