export { HelpPage, HELP_TITLE } from './components/help-page';
