/**
 * The guided tour's public face (issue 10 item 10): the launcher the app root renders (the tour itself
 * is a lazy chunk) and the help page's "Take the tour again".
 */
export { TourLauncher } from './components/tour-launcher';
export { TakeTourAgain, TAKE_TOUR_AGAIN } from './components/take-tour-again';
