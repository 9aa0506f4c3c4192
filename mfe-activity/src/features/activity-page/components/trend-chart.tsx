import { format } from 'date-fns';
import { formatCount } from '@dash/shared-contracts';
import { busiestDay, trendDays } from '../state/trend-days';

const WIDTH = 600;
const HEIGHT = 120;
const GAP = 4;

/**
 * The activity page's trend line (spec 3 §2 item 15, bigger than the popover's): notes per day over
 * the last 30 days as bars scaled to the busiest day, each with its date and count as a tooltip,
 * weekly day labels under them, and the totals beside.
 */
export function TrendChart({ series, today }: { series: readonly number[]; today: Date }) {
  const days = trendDays(series, today);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(1, ...days.map((d) => d.count));
  const busiest = busiestDay(days);
  const step = days.length > 0 ? WIDTH / days.length : WIDTH;
  const todayCount = days.at(-1)?.count ?? 0;
  return (
    <section className="activity-page__trend" aria-labelledby="activity-trend-title">
      <h2 id="activity-trend-title" className="activity-page__subtitle">
        Last 30 days
      </h2>
      <dl className="activity-page__totals">
        <div>
          <dt>Notes</dt>
          <dd>{formatCount(total)}</dd>
        </div>
        <div>
          <dt>Today</dt>
          <dd>{formatCount(todayCount)}</dd>
        </div>
        <div>
          <dt>Busiest day</dt>
          <dd>{busiest ? `${format(busiest.date, 'MMM d')} (${formatCount(busiest.count)})` : 'None yet'}</dd>
        </div>
      </dl>
      <svg
        className="activity-page__chart"
        role="img"
        aria-label={`Notes over the last 30 days: ${formatCount(total)} total`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        {days.map((day, i) => {
          const height = day.count === 0 ? 2 : Math.max(4, (day.count / max) * HEIGHT);
          return (
            <g key={day.date.getTime()} className="activity-page__bar" data-count={day.count}>
              <title>{day.label}</title>
              <rect x={i * step + GAP / 2} y={HEIGHT - height} width={step - GAP} height={height} rx={2} />
            </g>
          );
        })}
      </svg>
      {/* Every 7th day back from today gets a label (HTML, so the stretched chart does not distort it). */}
      <div className="activity-page__days" aria-hidden="true">
        {days.map((day, i) =>
          (days.length - 1 - i) % 7 === 0 ? (
            <span
              key={day.date.getTime()}
              className={i === days.length - 1 ? 'activity-page__day activity-page__day--last' : 'activity-page__day'}
              style={{ left: `${((i + 0.5) / days.length) * 100}%` }}
            >
              {i === days.length - 1 ? 'Today' : format(day.date, 'MMM d')}
            </span>
          ) : null,
        )}
      </div>
    </section>
  );
}
