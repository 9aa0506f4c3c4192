import { activityPagePath, formatCount } from '@dash/shared-contracts';

const POINTS = 30;
const WIDTH = 200;
const HEIGHT = 36;

/** Coordinates of the sparkline: the last 30 days, oldest left, scaled to the busiest day. */
export function sparklinePoints(series: readonly number[]): string {
  const values = series.slice(-POINTS);
  if (values.length === 0) return '';
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((v, i) => `${(i * step).toFixed(1)},${(HEIGHT - 2 - (v / max) * (HEIGHT - 4)).toFixed(1)}`).join(' ');
}

interface TrendLineProps {
  series: readonly number[];
  blogName: string;
  onOpenActivity: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/** The trend line (spec 3 §2 item 15): an inline SVG sparkline and a link to the activity page. */
export function TrendLine({ series, blogName, onOpenActivity }: TrendLineProps) {
  const total = series.slice(-POINTS).reduce((a, n) => a + n, 0);
  const points = sparklinePoints(series);
  return (
    <div className="activity-trend">
      <svg
        className="activity-trend__chart"
        role="img"
        aria-label={`Notes over the last 30 days: ${formatCount(total)} total`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        {points ? (
          <polyline
            points={points}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
      <a
        className="activity-trend__link"
        href={activityPagePath(blogName)}
        data-activity-link="trend-line"
        aria-label={`Activity page for ${blogName}`}
        onClick={onOpenActivity}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
          />
        </svg>
      </a>
    </div>
  );
}
