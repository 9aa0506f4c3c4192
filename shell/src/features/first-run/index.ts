export { FirstRun, SUGGESTIONS_TITLE } from './components/first-run';
