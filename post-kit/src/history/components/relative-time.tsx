import { fullDate, noteAge } from '../../lib/age';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * "2h", "Mar 4": how long ago, with the full date as its title and the words a screen reader says
 * ("2 hours ago"; shown as such with `long`). Drawn once hydrated only: the server knows neither the reader's clock nor zone.
 */
export function RelativeTime({ timestamp, className, long = false }: { timestamp: number; className?: string; long?: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const age = noteAge(timestamp, Date.now());
  return (
    <time className={className} dateTime={new Date(timestamp * 1000).toISOString()} title={fullDate(timestamp)}>
      {long ? (
        age.long
      ) : (
        <>
          <span aria-hidden="true">{age.short}</span>
          <span className="pk-history__hidden">{age.long}</span>
        </>
      )}
    </time>
  );
}
