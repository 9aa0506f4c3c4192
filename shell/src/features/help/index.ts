import { lazyPage } from '../../lib/lazy-page';

/** /help: its own chunk (React.lazy through lib/lazy-page), so the dashboard's first page does not carry it. */
export const HelpPage = lazyPage<object>('help page', () =>
  import('./components/help-page').then((m) => ({ default: m.HelpPage })),
);
export { HELP_TITLE } from './lib/help-title';
