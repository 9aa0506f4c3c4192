import type { DashBus } from '@dash/shared-contracts';

/**
 * The modal (app) and the inline form (dashboard-compose widget) are separate React roots of this
 * one remote, so they share this count: the header hides when the first form opens and shows
 * again when the last one closes, and shell shortcuts stay suspended meanwhile.
 */
let openForms = 0;

export function formOpened(bus: DashBus, reason: string): void {
  openForms += 1;
  if (openForms === 1) bus.emit('compose:form-visibility', { open: true });
  bus.emit('shortcuts:suspend', { reason });
}

export function formClosed(bus: DashBus, reason: string): void {
  openForms = Math.max(0, openForms - 1);
  if (openForms === 0) bus.emit('compose:form-visibility', { open: false });
  bus.emit('shortcuts:resume', { reason });
}
