import { BADGE_CAP } from './constants';

/** A badge shows at most 99, then '99+' (spec 1 §9). Zero or less shows nothing. */
export function formatBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/**
 * Counts never go below 0 and are shown thousands-separated (spec 1 §4), like "12,345". Written out
 * rather than with toLocaleString: every card shows several counts, and each toLocaleString call
 * builds an ICU number format (about 50 ms on a phone for one feed page; issue 8).
 */
export function formatCount(count: number): string {
  return String(clampCount(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function clampCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}
