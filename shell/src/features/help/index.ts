/** /help: a chunk of its own (shell/src/app/pages), so the dashboard's first page does not carry it. */
export { HelpPage } from './components/help-page';
export { HELP_TITLE } from './lib/help-title';
