import { addDays, format, startOfDay } from 'date-fns';

export interface TrendDay {
  /** The day, local time. */
  date: Date;
  count: number;
  /** "Mon, Jun 2: 4 notes". */
  label: string;
}

/**
 * The series of GET /svc/data/tumblelog (notes per day, oldest first, the last entry today) as dated
 * days ending today.
 */
export function trendDays(series: readonly number[], today: Date): TrendDay[] {
  const start = startOfDay(today);
  return series.map((count, i) => {
    const date = addDays(start, i - (series.length - 1));
    return { date, count, label: `${format(date, 'EEE, MMM d')}: ${count} ${count === 1 ? 'note' : 'notes'}` };
  });
}

/** The busiest day (the latest of equals), or null when every day is 0. */
export function busiestDay(days: readonly TrendDay[]): TrendDay | null {
  let best: TrendDay | null = null;
  for (const day of days) if (day.count > 0 && (!best || day.count >= best.count)) best = day;
  return best;
}
