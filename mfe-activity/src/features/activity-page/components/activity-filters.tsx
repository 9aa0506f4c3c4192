import { ACTIVITY_FILTERS, activityPagePath, type ActivityFilter } from '@dash/shared-contracts';

/** The type filters (All, Likes, Reblogs, …): links to the page's own address with `?type=`. */
export function ActivityFilters({
  blogName,
  current,
  onNavigate,
}: {
  blogName: string;
  current: ActivityFilter;
  onNavigate: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <nav className="activity-page__filters" aria-label="Filter activity">
      <ul>
        {ACTIVITY_FILTERS.map((filter) => (
          <li key={filter.value}>
            <a
              href={activityPagePath(blogName, { type: filter.value })}
              aria-current={filter.value === current ? 'page' : undefined}
              data-activity-link="filter"
              onClick={onNavigate}
            >
              {filter.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
